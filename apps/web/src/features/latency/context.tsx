import { createStoreContext } from '../../lib/store-context.tsx';
import type { LatencyController } from './controller.ts';

const Latency = createStoreContext<LatencyController>('Latency');

export const LatencyProvider = Latency.Provider;

/** The controller: `measure` and `reading` for the cards. */
export const useLatencyController = Latency.useController;

/** One slice of what the readout shows (throttled: at most a few changes a second). */
export const useLatency = Latency.useSelector;
