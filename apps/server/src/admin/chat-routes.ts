import {
  CanChatRequestBody,
  ChatLogQuery,
  type ChatLogResponseBody,
  type ChatModesResponseBody,
  MESSAGES,
  type MessageResponseBody,
  Username,
  type WhitelistChangeResponseBody,
  WhitelistRequestBody,
  type WhitelistResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import type { ChatMessagesRepository } from '../chat/messages-repository.ts';
import type { ChatSettingsRepository } from '../chat/settings-repository.ts';
import type { CommandWhitelistRepository } from '../chat/whitelist-repository.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import { requireAdmin } from '../http/session-guard.ts';
import type { UsersRepository } from '../users/repository.ts';
import type { UsersService } from '../users/service.ts';

export type ChatAdminRoutesDeps = {
  auth: AuthService;
  users: UsersService;
  usersRepo: UsersRepository;
  messages: ChatMessagesRepository;
  settings: ChatSettingsRepository;
  whitelist: CommandWhitelistRepository;
};

/** Issue 5 item 6: the admin panel's chat log, chat modes, command whitelist and canChat. */
export function registerChatAdminRoutes(app: FastifyInstance, deps: ChatAdminRoutesDeps): void {
  const guard = (request: Parameters<typeof requireAdmin>[2]) =>
    requireAdmin(deps.auth, (name) => deps.users.isAdmin(name), request);
  const findUser = async (username: string) =>
    (await deps.usersRepo.findByUsername(username)) ?? httpError(404, MESSAGES.userNotFound);

  app.get('/api/admin/chat/log', async (request): Promise<ChatLogResponseBody> => {
    await guard(request);
    const { limit } = parseBody(ChatLogQuery, request.query);
    return { lines: await deps.messages.log(limit) };
  });

  app.get('/api/admin/chat/modes', async (request): Promise<ChatModesResponseBody> => {
    await guard(request);
    const rows = await deps.settings.listAll();
    return {
      modes: Object.fromEntries(
        rows.map(({ username, mode, currentGroup }) => [
          username,
          { chatMode: mode, currentGroup },
        ]),
      ),
    };
  });

  app.get('/api/admin/chat/whitelist', async (request): Promise<WhitelistResponseBody> => {
    await guard(request);
    return { usernames: await deps.whitelist.list() };
  });

  app.post('/api/admin/chat/whitelist', async (request): Promise<WhitelistChangeResponseBody> => {
    await guard(request);
    const user = await findUser(parseBody(WhitelistRequestBody, request.body).username);
    await deps.whitelist.add(user.id);
    return { message: MESSAGES.whitelistAdded, usernames: await deps.whitelist.list() };
  });

  app.delete('/api/admin/chat/whitelist', async (request): Promise<WhitelistChangeResponseBody> => {
    await guard(request);
    const user = await findUser(parseBody(WhitelistRequestBody, request.body).username);
    if (!(await deps.whitelist.remove(user.id))) httpError(404, MESSAGES.whitelistNotListed);
    return { message: MESSAGES.whitelistRemoved, usernames: await deps.whitelist.list() };
  });

  app.post<{ Params: { username: string } }>(
    '/api/admin/users/:username/can-chat',
    async (request): Promise<MessageResponseBody> => {
      await guard(request);
      const username = parseBody(Username, request.params.username);
      const { canChat } = parseBody(CanChatRequestBody, request.body);
      if (deps.users.isAdmin(username)) httpError(403, MESSAGES.reservedAdmin);
      const user = await findUser(username);
      await deps.usersRepo.update(user.id, { canChat });
      return { message: canChat ? MESSAGES.canChatEnabled : MESSAGES.canChatDisabled };
    },
  );
}

function httpError(status: number, message: string): never {
  throw new HttpError(status, message);
}
