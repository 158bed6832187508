import {
  DEFAULT_TRACKER_SETTINGS,
  DEPLOY_SETTINGS_FIELDS,
  pickSettings,
  type TrackerSettings,
} from '@launchdeck/protocol';

/** DA §2 reset: every deploy setting back to its DA §9 default; the feed's settings stay. */
export function deploySettingsDefaults(): Partial<TrackerSettings> {
  return pickSettings(DEFAULT_TRACKER_SETTINGS, DEPLOY_SETTINGS_FIELDS);
}
