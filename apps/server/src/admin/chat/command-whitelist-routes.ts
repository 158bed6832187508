import {
  ADMIN_API,
  CommandWhitelistChangeResponseBody,
  CommandWhitelistRequestBody,
  CommandWhitelistResponseBody,
  MESSAGES,
  Username,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { router } from '../../http/route.ts';
import type { RouteContract } from '../../http/route-contract.ts';
import type { AdminServices } from '../module.ts';
import { routeOf } from '../route-path.ts';

const tag = 'Admin: chat';

/** The schemas each call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  list: {
    summary: 'The users allowed chat commands',
    tag,
    auth: 'admin',
    responses: { 200: CommandWhitelistResponseBody },
  },
  add: {
    summary: 'Allow a user chat commands',
    tag,
    auth: 'admin',
    body: CommandWhitelistRequestBody,
    responses: { 200: CommandWhitelistChangeResponseBody },
  },
  remove: {
    summary: 'Take a user’s chat commands away',
    tag,
    auth: 'admin',
    params: { username: Username },
    responses: { 200: CommandWhitelistChangeResponseBody },
  },
} satisfies Record<string, RouteContract>;

/** DA §7 Command Whitelist: list, add {username}, remove /{username}. */
export function registerCommandWhitelistRoutes(app: FastifyInstance, admin: AdminServices): void {
  const route = router(app);
  route(
    'GET',
    ADMIN_API.commandWhitelist,
    CONTRACTS.list,
    async (): Promise<CommandWhitelistResponseBody> => ({
      allowedUsers: await admin.whitelist.list(),
    }),
  );

  route(
    'POST',
    ADMIN_API.commandWhitelist,
    CONTRACTS.add,
    async ({ session, body }): Promise<CommandWhitelistChangeResponseBody> => {
      const allowedUsers = await admin.whitelist.add(session.username, body.username);
      return { message: MESSAGES.whitelistAdded, allowedUsers };
    },
  );

  route(
    'DELETE',
    routeOf(ADMIN_API.commandWhitelistUser, 'username'),
    CONTRACTS.remove,
    async ({ session, params }): Promise<CommandWhitelistChangeResponseBody> => {
      const allowedUsers = await admin.whitelist.remove(session.username, params.username);
      return { message: MESSAGES.whitelistRemoved, allowedUsers };
    },
  );
}
