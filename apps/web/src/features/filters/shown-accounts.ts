import { bareHandle, type WatchedAccount } from '@launchdeck/protocol';
import type { FilterSettings } from '../../lib/storage.ts';
import { accountKey, hasActiveFilter } from './rules.ts';

/** An account on the Filter Settings page: a watched one, or a filtered handle not watched. */
export type FilterAccount = {
  /** Its `filterSettings` key: the handle lowercased without '@'. */
  key: string;
  handle: string;
  name: string | null;
  avatar: string | null;
  watched: boolean;
};

function matches(account: FilterAccount, term: string): boolean {
  const wanted = bareHandle(term);
  return account.key.includes(wanted) || (account.name?.toLowerCase().includes(wanted) ?? false);
}

/**
 * Every account the page lists: the watched accounts and each handle with filters (FC §9's
 * brand defaults among them), in handle order. 'Filter out all accounts' covers exactly these,
 * and the page counts them.
 */
export function listedAccounts(
  watched: readonly WatchedAccount[],
  users: FilterSettings['users'],
): FilterAccount[] {
  const byKey = new Map<string, FilterAccount>();
  for (const account of watched) {
    const key = accountKey(account.handle);
    if (key)
      byKey.set(key, {
        key,
        handle: account.handle,
        name: account.name,
        avatar: account.avatar,
        watched: true,
      });
  }
  for (const key of Object.keys(users)) {
    if (!byKey.has(key))
      byKey.set(key, { key, handle: key, name: null, avatar: null, watched: false });
  }
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** The listed accounts with at least one active filter: the cards without a search term. */
export function filteredAccounts(
  listed: readonly FilterAccount[],
  users: FilterSettings['users'],
): FilterAccount[] {
  return listed.filter((account) => {
    const filter = users[account.key];
    return filter !== undefined && hasActiveFilter(filter);
  });
}

/**
 * FC §2: without a search term only accounts with at least one active filter show; with one,
 * the listed accounts whose handle or name holds it (ignoring case).
 */
export function shownAccounts(
  listed: readonly FilterAccount[],
  users: FilterSettings['users'],
  search: string,
): FilterAccount[] {
  const term = search.trim().toLowerCase();
  return term
    ? listed.filter((account) => matches(account, term))
    : filteredAccounts(listed, users);
}
