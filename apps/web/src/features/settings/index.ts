export {
  getTrackerSettings,
  onTrackerSettingsChanged,
  SETTINGS_CHANGED_EVENT,
  type SettingsListener,
  updateTrackerSettings,
} from './store.ts';
export { useTrackerSettings } from './useTrackerSettings.ts';
