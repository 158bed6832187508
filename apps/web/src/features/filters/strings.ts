import type { AccountFilterFlag } from '@launchdeck/protocol';

/** The Filter Settings page and the hide-account notice, written once for the UI and tests. */
export const FILTER_TEXT = {
  // FC §2, quoted.
  title: 'Filter Settings',
  intro: 'Control which types of posts are filtered out for each account',
  searchPlaceholder: 'Search accounts...',
  filterAll: 'Filter out all accounts',
  unfilterAll: 'Unfilter all accounts',
  // Ours.
  searchLabel: 'Search accounts',
  noFilters:
    'No account has a filter yet. Search for an account above to choose which of its posts to hide.',
  loading: 'Loading the watched accounts…',
  loadFailed: 'Could not load the watched accounts: only filtered ones are listed.',
  notWatched: 'Not watched',
  hideAccount: 'Hide account',
} as const;

/** The seven FC §3 flags, each with its switch's words. */
export const FILTER_LABELS: Readonly<Record<AccountFilterFlag, string>> = {
  replies: 'Replies',
  retweets: 'Retweets',
  quotes: 'Quotes',
  tweets: 'Tweets',
  profile_updates: 'Profile updates',
  pinned_updates: 'Pinned updates',
  following_updates: 'Following updates',
};

export const trackedCount = (count: number) =>
  count === 1 ? '1 account tracked' : `${count} accounts tracked`;

export const noMatch = (term: string) => `No accounts match "${term}".`;

/** The group of one account's switches. */
export const accountFiltersLabel = (handle: string) => `Filters for @${handle}`;

/** FC §9 hide-account notice (its words are ours). */
export const hiddenNotice = (handle: string) =>
  `Hidden @${handle}'s posts. Undo it on the Filters tab.`;
