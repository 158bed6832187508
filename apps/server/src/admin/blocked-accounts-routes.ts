import {
  ADMIN_API,
  BlockAccountRequestBody,
  type BlockedAccountsResponseBody,
  BlockedHandle,
  MESSAGES,
  type MessageResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors.ts';
import { actorOf } from './actor.ts';
import type { AdminServices } from './module.ts';
import { routeOf } from './route-path.ts';

/** DA §7 Blocked Accounts: list, block {handle}, unblock /{handle}. */
export function registerBlockedAccountsRoutes(app: FastifyInstance, admin: AdminServices): void {
  app.get(ADMIN_API.blockedAccounts, async (): Promise<BlockedAccountsResponseBody> => {
    return { blockedAccounts: await admin.blocked.list() };
  });

  app.post(ADMIN_API.blockedAccounts, async (request, reply): Promise<MessageResponseBody> => {
    const { handle } = parseBody(BlockAccountRequestBody, request.body);
    await admin.blocked.block(actorOf(request), handle);
    reply.status(201);
    return { message: MESSAGES.accountBlocked };
  });

  app.delete<{ Params: { handle: string } }>(
    routeOf(ADMIN_API.blockedAccount, 'handle'),
    async (request): Promise<MessageResponseBody> => {
      const handle = parseBody(BlockedHandle, request.params.handle);
      await admin.blocked.unblock(actorOf(request), handle);
      return { message: MESSAGES.accountUnblocked };
    },
  );
}
