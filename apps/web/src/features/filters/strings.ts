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
  switchHint: 'A switch on shows that kind of post; off hides it.',
  noAccounts:
    'No account in your feed yet. Accounts appear here as their posts arrive; search to find one with a filter.',
  othersTitle: 'Other accounts with filters',
  shownCaption: 'On = shown, off = hidden',
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

/** The page's count: the accounts it lists, and how many of them have a filter (their cards). */
export const trackedCount = (tracked: number, filtered: number) =>
  `${tracked === 1 ? '1 account' : `${tracked} accounts`} tracked, ${filtered} filtered`;

/** 'Filter out all accounts' asks first (DA §5's confirmation, the words are ours). */
export const FILTER_ALL_CONFIRM = {
  title: 'Filter out all accounts?',
  confirm: 'Filter out all',
} as const;

export const filterAllText = (count: number) =>
  `All seven filters go on for ${count === 1 ? 'the 1 account' : `all ${count} accounts`} listed here, the default brand accounts included: their posts leave the feed. 'Unfilter all accounts' brings them back.`;

export const noMatch = (term: string) => `No accounts match "${term}".`;

/** The group of one account's switches. */
export const accountFiltersLabel = (handle: string) => `Filters for @${handle}`;

/** FC §9 hide-account notice (its words are ours). */
export const hiddenNotice = (handle: string) =>
  `Hidden @${handle}'s posts. Undo it on the Filters tab.`;
