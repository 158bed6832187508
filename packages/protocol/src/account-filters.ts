/**
 * FC §3 filter settings: the seven per-account flags, each filtering out one kind of post.
 * The browser stores them under `filterSettings`, keyed by lowercase handle.
 */
export const ACCOUNT_FILTER_FLAGS = [
  'replies',
  'retweets',
  'quotes',
  'tweets',
  'profile_updates',
  'pinned_updates',
  'following_updates',
] as const;

export type AccountFilterFlag = (typeof ACCOUNT_FILTER_FLAGS)[number];

/** One account's filters: a true flag filters that kind of post out. */
export type AccountFilterFlags = Readonly<Record<AccountFilterFlag, boolean>>;

/** An account's filters with exactly one flag on. */
function only(flag: AccountFilterFlag): AccountFilterFlags {
  return Object.fromEntries(ACCOUNT_FILTER_FLAGS.map((f) => [f, f === flag])) as Record<
    AccountFilterFlag,
    boolean
  >;
}

/**
 * FC §9 default hidden-account filters: "several large-brand accounts set to replies only, and
 * one to retweets only" (which ones is not shown; these are ours). Large brands answer support
 * questions all day, so their replies drown the feed; their own posts stay. A new browser gets
 * them once, the trader can change or clear them.
 */
export const DEFAULT_ACCOUNT_FILTERS: Readonly<Record<string, AccountFilterFlags>> = {
  binance: only('replies'),
  coinbase: only('replies'),
  solana: only('replies'),
  bnbchain: only('replies'),
  krakenfx: only('replies'),
  phantom: only('retweets'),
};
