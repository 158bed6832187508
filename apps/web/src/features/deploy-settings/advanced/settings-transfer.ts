import {
  DEFAULT_TRACKER_SETTINGS,
  DEPLOY_SETTINGS_FIELDS,
  pickSettings,
  SOL_BUY_AMOUNT_READINGS,
  type TrackerSettings,
} from '@launchdeck/protocol';

/**
 * DA §2 reset: every deploy setting back to its DA §9 default; the feed's settings stay. DA §9's
 * reset reading sets the global SOL amount to 7 (a first visit has none, and the form reads 5).
 */
export function deploySettingsDefaults(): Partial<TrackerSettings> {
  return {
    ...pickSettings(DEFAULT_TRACKER_SETTINGS, DEPLOY_SETTINGS_FIELDS),
    globalBuyAmount: SOL_BUY_AMOUNT_READINGS.reset,
  };
}
