/** Words the admin tabs share (ours; the DA §8 sentences live in admin-text.ts and MESSAGES). */
export const TAB_PARTS_TEXT = {
  loading: 'Loading…',
  retry: 'Retry',
  refresh: 'Refresh',
  refreshing: 'Refreshing…',
  /** Shown when a search or filter hides every row. */
  noMatch: 'Nothing matches the search.',
  /** '1 account', '3 accounts', '5,000 entries'. */
  count: (count: number, one: string, many = `${one}s`) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`,
  /** The shown rows out of all, when a search narrows them. */
  shownOf: (shown: number, total: number) => `${shown} of ${total}`,
} as const;
