import {
  ADMIN_API,
  BlockAccountRequestBody,
  BlockedAccountsResponseBody,
  BlockedHandle,
  MESSAGES,
  MessageResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { router } from '../../http/route.ts';
import type { RouteContract } from '../../http/route-contract.ts';
import type { AdminServices } from '../module.ts';
import { routeOf } from '../route-path.ts';

const tag = 'Admin: blocked accounts';

/** The schemas each call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  list: {
    summary: 'The blocked accounts',
    tag,
    auth: 'admin',
    responses: { 200: BlockedAccountsResponseBody },
  },
  block: {
    summary: 'Block an account: its posts leave the feed',
    tag,
    auth: 'admin',
    body: BlockAccountRequestBody,
    responses: { 201: MessageResponseBody },
  },
  unblock: {
    summary: 'Unblock an account',
    tag,
    auth: 'admin',
    params: { handle: BlockedHandle },
    responses: { 200: MessageResponseBody },
  },
} satisfies Record<string, RouteContract>;

/** DA §7 Blocked Accounts: list, block {handle}, unblock /{handle}. */
export function registerBlockedAccountsRoutes(app: FastifyInstance, admin: AdminServices): void {
  const route = router(app);
  route(
    'GET',
    ADMIN_API.blockedAccounts,
    CONTRACTS.list,
    async (): Promise<BlockedAccountsResponseBody> => ({
      blockedAccounts: await admin.blocked.list(),
    }),
  );

  route(
    'POST',
    ADMIN_API.blockedAccounts,
    CONTRACTS.block,
    async ({ session, body, reply }): Promise<MessageResponseBody> => {
      await admin.blocked.block(session.username, body.handle);
      reply.status(201);
      return { message: MESSAGES.accountBlocked };
    },
  );

  route(
    'DELETE',
    routeOf(ADMIN_API.blockedAccount, 'handle'),
    CONTRACTS.unblock,
    async ({ session, params }): Promise<MessageResponseBody> => {
      await admin.blocked.unblock(session.username, params.handle);
      return { message: MESSAGES.accountUnblocked };
    },
  );
}
