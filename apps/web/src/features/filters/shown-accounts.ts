import { bareHandle, type WatchedAccount } from '@launchdeck/protocol';
import type { FilterSettings } from '../../lib/storage.ts';
import type { SeenAccount } from './feed-accounts.ts';
import { accountKey, hasActiveFilter } from './rules.ts';

/** An account on the Filter Settings page: a watched one, one seen in the feed, or a filtered handle. */
export type FilterAccount = {
  /** Its `filterSettings` key: the handle lowercased without '@'. */
  key: string;
  handle: string;
  name: string | null;
  avatar: string | null;
  watched: boolean;
  /** Watched, or the author of a post in the trader's feed. */
  inFeed: boolean;
};

function matches(account: FilterAccount, term: string): boolean {
  const wanted = bareHandle(term);
  return account.key.includes(wanted) || (account.name?.toLowerCase().includes(wanted) ?? false);
}

/**
 * Every account the page lists: the watched accounts, the authors seen in the feed, and each
 * handle with filters (FC §9's brand defaults among them), in handle order. 'Filter out all
 * accounts' covers exactly these, and the page counts them.
 */
export function listedAccounts(
  watched: readonly WatchedAccount[],
  users: FilterSettings['users'],
  seen: readonly SeenAccount[] = [],
): FilterAccount[] {
  const byKey = new Map<string, FilterAccount>();
  const add = (account: SeenAccount, isWatched: boolean) => {
    const key = accountKey(account.handle);
    if (!key || byKey.has(key)) return;
    const { handle, name, avatar } = account;
    byKey.set(key, { key, handle, name, avatar, watched: isWatched, inFeed: true });
  };
  for (const account of watched) add(account, true);
  for (const account of seen) add(account, false);
  for (const key of Object.keys(users)) {
    if (!byKey.has(key))
      byKey.set(key, { key, handle: key, name: null, avatar: null, watched: false, inFeed: false });
  }
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** The listed accounts with at least one active filter. */
export function filteredAccounts(
  listed: readonly FilterAccount[],
  users: FilterSettings['users'],
): FilterAccount[] {
  return listed.filter((account) => {
    const filter = users[account.key];
    return filter !== undefined && hasActiveFilter(filter);
  });
}

/** What the page shows: the accounts of one list, or two (the feed's, then other filtered ones). */
export type ShownAccounts = { feed: FilterAccount[]; others: FilterAccount[] };

/**
 * Issue 50: without a search term the page opens on the accounts in the trader's feed (watched
 * or seen), then the other accounts with an active filter (the brand defaults); with one, the
 * listed accounts whose handle or name holds it (ignoring case), in one list.
 */
export function shownAccounts(
  listed: readonly FilterAccount[],
  users: FilterSettings['users'],
  search: string,
): ShownAccounts {
  const term = search.trim().toLowerCase();
  if (term) return { feed: listed.filter((account) => matches(account, term)), others: [] };
  return {
    feed: listed.filter((account) => account.inFeed),
    others: filteredAccounts(
      listed.filter((account) => !account.inFeed),
      users,
    ),
  };
}
