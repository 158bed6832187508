import { WATCHED_ACCOUNTS_PATH, type WatchedAccountsPayload } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import { requireSession } from '../http/session-guard.ts';
import { ROOMS } from '../realtime/rooms.ts';
import type { RealtimeServer } from '../realtime/types.ts';
import type { AccountsService } from './service.ts';

export type AccountsRoutesDeps = {
  auth: AuthService;
  accounts: AccountsService;
  io: RealtimeServer;
};

/**
 * The watched accounts for the Filter Settings page: GET /api/watched-accounts for a logged-in
 * trader, and the `watched_accounts` event to every logged-in window (on every node) after /add or
 * /remove.
 */
export function registerAccountsRoutes(http: FastifyInstance, deps: AccountsRoutesDeps): void {
  const list = async (): Promise<WatchedAccountsPayload> => ({
    accounts: await deps.accounts.listWatched(),
  });

  http.get(WATCHED_ACCOUNTS_PATH, async (request): Promise<WatchedAccountsPayload> => {
    await requireSession(deps.auth, request);
    return list();
  });

  deps.accounts.onWatchedChange(() => {
    list().then(
      (payload) => deps.io.to(ROOMS.online).emit('watched_accounts', payload),
      (error: unknown) => http.log.warn({ err: error }, 'could not send the watched accounts'),
    );
  });
}
