import { WATCHED_ACCOUNTS_PATH, WatchedAccountsPayload } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/index.ts';
import { router } from '../http/route.ts';
import type { RouteContract } from '../http/route-contract.ts';
import { ROOMS } from '../realtime/rooms.ts';
import type { RealtimeServer } from '../realtime/types.ts';
import type { AccountsService } from './service.ts';

export type AccountsRoutesDeps = {
  /** Unused: route() resolves sessions with the app's identity (http/guards.ts); callers may still pass it. */
  auth?: AuthService;
  accounts: AccountsService;
  io: RealtimeServer;
};

/** The schema the call answers with (the OpenAPI document reads it). */
const CONTRACTS = {
  list: {
    summary: 'The watched accounts (Filter Settings)',
    tag: 'Feed',
    auth: 'session',
    responses: { 200: WatchedAccountsPayload },
  },
} satisfies Record<string, RouteContract>;

/**
 * The watched accounts for the Filter Settings page: GET /api/watched-accounts for a logged-in
 * trader, and the `watched_accounts` event to every logged-in window (on every node) after /add or
 * /remove.
 */
export function registerAccountsRoutes(http: FastifyInstance, deps: AccountsRoutesDeps): void {
  const list = async (): Promise<WatchedAccountsPayload> => ({
    accounts: await deps.accounts.listWatched(),
  });

  const route = router(http);
  route('GET', WATCHED_ACCOUNTS_PATH, CONTRACTS.list, list);

  deps.accounts.onWatchedChange(() => {
    list().then(
      (payload) => deps.io.to(ROOMS.online).emit('watched_accounts', payload),
      (error: unknown) => http.log.warn({ err: error }, 'could not send the watched accounts'),
    );
  });
}
