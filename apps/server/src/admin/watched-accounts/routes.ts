import {
  ADMIN_API,
  AddWatchedAccountRequestBody,
  AddWatchedAccountResponseBody,
  AdminWatchedAccountsResponseBody,
  MessageResponseBody,
  WatchedHandleParam,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { router } from '../../http/route.ts';
import type { RouteContract } from '../../http/route-contract.ts';
import type { AdminServices } from '../module.ts';
import { routeOf } from '../route-path.ts';

const tag = 'Admin: watched accounts';

/** The schemas each call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  list: {
    summary: 'The watched accounts, their last posts and their sources',
    tag,
    auth: 'admin',
    responses: { 200: AdminWatchedAccountsResponseBody },
  },
  add: {
    summary: 'Watch an account: its platform’s source follows it',
    tag,
    auth: 'admin',
    body: AddWatchedAccountRequestBody,
    responses: { 201: AddWatchedAccountResponseBody },
  },
  remove: {
    summary: 'Stop watching an account',
    tag,
    auth: 'admin',
    params: { handle: WatchedHandleParam },
    responses: { 200: MessageResponseBody },
  },
} satisfies Record<string, RouteContract>;

/** Issue 50 Watched Accounts: list, add {platform, handle}, remove /{handle}. */
export function registerWatchedAccountsRoutes(app: FastifyInstance, admin: AdminServices): void {
  const route = router(app);
  route('GET', ADMIN_API.watchedAccounts, CONTRACTS.list, () => admin.watched.list());

  route(
    'POST',
    ADMIN_API.watchedAccounts,
    CONTRACTS.add,
    async ({ session, body, reply }): Promise<AddWatchedAccountResponseBody> => {
      const answer = await admin.watched.add(session.username, body.platform, body.handle);
      reply.status(201);
      return answer;
    },
  );

  route(
    'DELETE',
    routeOf(ADMIN_API.watchedAccount, 'handle'),
    CONTRACTS.remove,
    async ({ session, params }): Promise<MessageResponseBody> => ({
      message: await admin.watched.remove(session.username, params.handle),
    }),
  );
}
