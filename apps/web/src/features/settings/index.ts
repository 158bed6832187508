export {
  TrackerSettingsProvider,
  useTrackerSettings,
  useTrackerSettingsStore,
} from './context.tsx';
export { HIGHLIGHT_COLOR_LABELS, HIGHLIGHT_COLOR_VALUES } from './highlight-colors.ts';
export { SettingsDialog } from './SettingsDialog.tsx';
export {
  createTrackerSettingsStore,
  SETTINGS_CHANGED_EVENT,
  type SettingsListener,
  type TrackerSettingsStore,
} from './store.ts';
export { startThemeSync } from './theme/apply-theme.ts';
export { useSettingsToast } from './toast.tsx';
