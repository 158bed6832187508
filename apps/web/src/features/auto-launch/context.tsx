import { createStoreContext } from '../../lib/store-context.tsx';
import type { AutoLaunchController } from './controller.ts';

const AutoLaunch = createStoreContext<AutoLaunchController>('AutoLaunch');

export const AutoLaunchProvider = AutoLaunch.Provider;
export const useAutoLaunchController = AutoLaunch.useController;
export const useAutoLaunch = AutoLaunch.useSelector;
