import { WATCHED_ACCOUNTS_PATH, WatchedAccountsPayload } from '@launchdeck/protocol';
import { get } from '../../lib/http.ts';

export const fetchWatchedAccounts = (session: string) =>
  get(WATCHED_ACCOUNTS_PATH, WatchedAccountsPayload, { session });
