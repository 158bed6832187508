import { createStoreContext } from '../../lib/store-context.tsx';
import type { DeployController } from './store.ts';

const Deploy = createStoreContext<DeployController>('Deploy');

export const DeployProvider = Deploy.Provider;

/** The deploy store's actions (open, launch, the form's setters). */
export const useDeployController = Deploy.useController;

/** One slice of the deploy state; re-renders only when that slice changes. */
export const useDeploy = Deploy.useSelector;
