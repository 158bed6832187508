import { z } from 'zod';

/**
 * FC §3 Watched account, as the browser sees it (the Filter Settings page lists them). Ours: GET
 * `/api/watched-accounts` with `x-session-id`; the `watched_accounts` socket event sends the new
 * list to every window when a chat command (/add, /remove) changes it.
 */
export const WATCHED_ACCOUNTS_PATH = '/api/watched-accounts';

export const WatchedAccount = z.object({
  handle: z.string().max(64),
  name: z.string().max(200).nullable(),
  avatar: z.string().max(2048).nullable(),
  platform: z.string().max(32),
});
export type WatchedAccount = z.infer<typeof WatchedAccount>;

export const WatchedAccountsPayload = z.object({
  accounts: z.array(WatchedAccount).max(10_000),
});
export type WatchedAccountsPayload = z.infer<typeof WatchedAccountsPayload>;
