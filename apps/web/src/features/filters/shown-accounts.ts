import type { WatchedAccount } from '@launchdeck/protocol';
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
  const wanted = term.replace(/^@/, '');
  return account.key.includes(wanted) || (account.name?.toLowerCase().includes(wanted) ?? false);
}

/**
 * FC §2: without a search term only accounts with at least one active filter show; with one,
 * accounts whose handle or name holds it (ignoring case), among the watched accounts and the
 * filtered handles. In handle order.
 */
export function shownAccounts(
  watched: readonly WatchedAccount[],
  users: FilterSettings['users'],
  search: string,
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
  const term = search.trim().toLowerCase();
  const active = (account: FilterAccount) => {
    const filter = users[account.key];
    return filter !== undefined && hasActiveFilter(filter);
  };
  return [...byKey.values()]
    .filter((account) => (term ? matches(account, term) : active(account)))
    .sort((a, b) => a.key.localeCompare(b.key));
}
