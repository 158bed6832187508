import {
  ADMIN_API,
  BlockAccountRequestBody,
  BlockedAccountsResponseBody,
  BlockedHandle,
  MESSAGES,
  MessageResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import { actorOf } from './actor.ts';
import type { AdminServices } from './module.ts';
import { routeOf } from './route-path.ts';

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
  app.get(
    ADMIN_API.blockedAccounts,
    documented(CONTRACTS.list),
    async (): Promise<BlockedAccountsResponseBody> => {
      return { blockedAccounts: await admin.blocked.list() };
    },
  );

  app.post(
    ADMIN_API.blockedAccounts,
    documented(CONTRACTS.block),
    async (request, reply): Promise<MessageResponseBody> => {
      const { handle } = parseBody(CONTRACTS.block.body, request.body);
      await admin.blocked.block(actorOf(request), handle);
      reply.status(201);
      return { message: MESSAGES.accountBlocked };
    },
  );

  app.delete<{ Params: { handle: string } }>(
    routeOf(ADMIN_API.blockedAccount, 'handle'),
    documented(CONTRACTS.unblock),
    async (request): Promise<MessageResponseBody> => {
      const handle = parseBody(CONTRACTS.unblock.params.handle, request.params.handle);
      await admin.blocked.unblock(actorOf(request), handle);
      return { message: MESSAGES.accountUnblocked };
    },
  );
}
