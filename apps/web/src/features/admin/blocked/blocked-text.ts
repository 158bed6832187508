import { TAB_PARTS_TEXT } from '../tab-parts/tab-parts-text.ts';

/** The Blocked Accounts tab's words (ours; its messages are the server's MESSAGES). */
export const BLOCKED_TEXT = {
  title: 'Blocked Accounts',
  count: (count: number) => TAB_PARTS_TEXT.count(count, 'account'),
  note: "A blocked account's posts leave every trader's feed at once, and its new posts are dropped from every source until it is unblocked.",
  inputLabel: 'Account to block',
  placeholder: '@handle',
  add: 'Add',
  listLabel: 'Blocked accounts',
  empty: 'No account is blocked.',
  remove: 'Remove',
  removeLabel: (handle: string) => `Unblock @${handle}`,
  confirmTitle: 'Unblock account',
  confirmText: (handle: string) => `Unblock @${handle}? Its new posts will reach the feed again.`,
  confirm: 'Unblock',
} as const;
