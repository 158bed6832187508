import {
  DEFAULT_TRACKER_SETTINGS,
  DEPLOY_SETTINGS_FIELDS,
  parseSettingsImport,
  pickSettings,
  type SettingsImport,
  type TrackerSettings,
} from '@launchdeck/protocol';

/** DA §2 Advanced export: the deploy settings (the key's tracker fields are the feed settings'). */
export function exportDeploySettings(settings: TrackerSettings): string {
  return JSON.stringify(pickSettings(settings, DEPLOY_SETTINGS_FIELDS), null, 2);
}

/** DA §5 import: the pasted deploy settings as a patch, or the message that refuses them. */
export function importDeploySettings(text: string): SettingsImport<TrackerSettings> {
  return parseSettingsImport(text, DEPLOY_SETTINGS_FIELDS);
}

/** DA §2 reset: every deploy setting back to its DA §9 default; the feed's settings stay. */
export function deploySettingsDefaults(): Partial<TrackerSettings> {
  return pickSettings(DEFAULT_TRACKER_SETTINGS, DEPLOY_SETTINGS_FIELDS);
}
