import {
  ACCOUNT_FILTER_FLAGS,
  type AccountFilterFlag,
  normalizeHandle,
} from '@launchdeck/protocol';
import type { AccountFilter, FilterSettings } from '../../lib/storage.ts';

/** Stored keys are at most this long (the `filterSettings` schema); a longer one would spoil it. */
const KEY_MAX = 64;

/** FC §3: an account's key, its handle lowercased without '@'; null when no key can hold it. */
export function accountKey(handle: string): string | null {
  const key = normalizeHandle(handle);
  return key.length > 0 && key.length <= KEY_MAX ? key : null;
}

const withEvery = (on: boolean): AccountFilter =>
  Object.fromEntries(ACCOUNT_FILTER_FLAGS.map((flag) => [flag, on])) as AccountFilter;

/** FC §4: hiding an account turns all seven filters on. */
export const ALL_FILTERS_ON: AccountFilter = withEvery(true);
const NO_FILTERS: AccountFilter = withEvery(false);

export const hasActiveFilter = (filter: AccountFilter): boolean =>
  ACCOUNT_FILTER_FLAGS.some((flag) => filter[flag]);

/**
 * FC §4 filter toggles: turning the first flag on creates the account's entry, turning the last
 * one off removes it. The settings are never changed in place.
 */
export function withFlag(
  settings: FilterSettings,
  handle: string,
  flag: AccountFilterFlag,
  on: boolean,
): FilterSettings {
  const key = accountKey(handle);
  if (!key) return settings;
  const { [key]: current = NO_FILTERS, ...others } = settings.users;
  const next = { ...current, [flag]: on };
  return { users: hasActiveFilter(next) ? { ...others, [key]: next } : others };
}

/** Every filter on for each of `handles` (hide account, 'Filter out all accounts'). */
export function withAllFiltered(settings: FilterSettings, handles: readonly string[]) {
  const users = { ...settings.users };
  for (const handle of handles) {
    const key = accountKey(handle);
    if (key) users[key] = ALL_FILTERS_ON;
  }
  return { users };
}
