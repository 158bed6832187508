import { createStoreContext } from '../../lib/store-context.tsx';
import type { LiveLaunchesController } from './live.ts';

const LiveLaunches = createStoreContext<LiveLaunchesController>('LiveLaunches');

export const LiveLaunchesProvider = LiveLaunches.Provider;
export const useLiveLaunches = LiveLaunches.useSelector;
