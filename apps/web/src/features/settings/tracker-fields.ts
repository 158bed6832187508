import { DEPLOY_SETTINGS_FIELDS, TrackerSettings } from '@launchdeck/protocol';

type TrackerFields = Omit<typeof TrackerSettings.shape, keyof typeof DEPLOY_SETTINGS_FIELDS>;

/**
 * The tracker settings' own fields (FC §3), each with its schema: the stored settings minus the
 * DA §3 deploy settings kept under the same key, which Deploy Settings exports itself. Taken from
 * the schema, so a field added to it is exported and imported too.
 */
export const TRACKER_FIELDS = Object.fromEntries(
  Object.entries(TrackerSettings.shape).filter(
    ([name]) => !Object.hasOwn(DEPLOY_SETTINGS_FIELDS, name),
  ),
) as TrackerFields;
