import { createStoreContext } from '../../lib/store-context.tsx';
import type { OpenPostController } from './open-post.ts';

const OpenPost = createStoreContext<OpenPostController>('OpenPost');

/** The notifications' open-post requests (createOpenPostRequests), built at start-up. */
export const OpenPostProvider = OpenPost.Provider;
export const useOpenPostController = OpenPost.useController;
export const useOpenPostRequest = () => OpenPost.useSelector((state) => state.request);
