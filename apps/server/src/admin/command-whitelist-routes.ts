import {
  ADMIN_API,
  CommandWhitelistChangeResponseBody,
  CommandWhitelistRequestBody,
  CommandWhitelistResponseBody,
  MESSAGES,
  Username,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import { actorOf } from './actor.ts';
import type { AdminServices } from './module.ts';
import { routeOf } from './route-path.ts';

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
  app.get(
    ADMIN_API.commandWhitelist,
    documented(CONTRACTS.list),
    async (): Promise<CommandWhitelistResponseBody> => {
      return { allowedUsers: await admin.whitelist.list() };
    },
  );

  app.post(
    ADMIN_API.commandWhitelist,
    documented(CONTRACTS.add),
    async (request): Promise<CommandWhitelistChangeResponseBody> => {
      const { username } = parseBody(CONTRACTS.add.body, request.body);
      const allowedUsers = await admin.whitelist.add(actorOf(request), username);
      return { message: MESSAGES.whitelistAdded, allowedUsers };
    },
  );

  app.delete<{ Params: { username: string } }>(
    routeOf(ADMIN_API.commandWhitelistUser, 'username'),
    documented(CONTRACTS.remove),
    async (request): Promise<CommandWhitelistChangeResponseBody> => {
      const username = parseBody(CONTRACTS.remove.params.username, request.params.username);
      const allowedUsers = await admin.whitelist.remove(actorOf(request), username);
      return { message: MESSAGES.whitelistRemoved, allowedUsers };
    },
  );
}
