export {
  TrackerSettingsProvider,
  useTrackerSettings,
  useTrackerSettingsStore,
} from './context.tsx';
export {
  createTrackerSettingsStore,
  SETTINGS_CHANGED_EVENT,
  type SettingsListener,
  type TrackerSettingsStore,
} from './store.ts';
