import { createStoreContext } from '../../lib/store-context.tsx';
import type { TrackerSettingsStore } from './store.ts';

const TrackerSettings = createStoreContext<TrackerSettingsStore>('TrackerSettings');

export const TrackerSettingsProvider = TrackerSettings.Provider;

/** The settings store itself, for `update` (the settings dialogs). */
export const useTrackerSettingsStore = TrackerSettings.useController;

/**
 * One slice of the tracker settings; re-renders when that slice changes. A selector that builds
 * an object needs `useShallow`.
 */
export const useTrackerSettings = TrackerSettings.useSelector;
