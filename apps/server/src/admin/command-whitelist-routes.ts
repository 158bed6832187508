import {
  ADMIN_API,
  type CommandWhitelistChangeResponseBody,
  CommandWhitelistRequestBody,
  type CommandWhitelistResponseBody,
  MESSAGES,
  Username,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors.ts';
import { actorOf } from './actor.ts';
import type { AdminServices } from './module.ts';
import { routeOf } from './route-path.ts';

/** DA §7 Command Whitelist: list, add {username}, remove /{username}. */
export function registerCommandWhitelistRoutes(app: FastifyInstance, admin: AdminServices): void {
  app.get(ADMIN_API.commandWhitelist, async (): Promise<CommandWhitelistResponseBody> => {
    return { allowedUsers: await admin.whitelist.list() };
  });

  app.post(
    ADMIN_API.commandWhitelist,
    async (request): Promise<CommandWhitelistChangeResponseBody> => {
      const { username } = parseBody(CommandWhitelistRequestBody, request.body);
      const allowedUsers = await admin.whitelist.add(actorOf(request), username);
      return { message: MESSAGES.whitelistAdded, allowedUsers };
    },
  );

  app.delete<{ Params: { username: string } }>(
    routeOf(ADMIN_API.commandWhitelistUser, 'username'),
    async (request): Promise<CommandWhitelistChangeResponseBody> => {
      const username = parseBody(Username, request.params.username);
      const allowedUsers = await admin.whitelist.remove(actorOf(request), username);
      return { message: MESSAGES.whitelistRemoved, allowedUsers };
    },
  );
}
