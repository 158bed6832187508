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
import { parseBody } from '../http/errors.ts';
import type { AdminService } from './service.ts';

/** The admin panel's chat log, chat modes, command whitelist and canChat, under /api/admin. */
export function registerChatAdminRoutes(app: FastifyInstance, admin: AdminService): void {
  app.get('/chat/log', async (request): Promise<ChatLogResponseBody> => {
    const { limit } = parseBody(ChatLogQuery, request.query);
    return { lines: await admin.chatLog(limit) };
  });

  app.get('/chat/modes', async (): Promise<ChatModesResponseBody> => {
    return { modes: await admin.chatModes() };
  });

  app.get('/chat/whitelist', async (): Promise<WhitelistResponseBody> => {
    return { usernames: await admin.commandWhitelist() };
  });

  app.post('/chat/whitelist', async (request): Promise<WhitelistChangeResponseBody> => {
    const { username } = parseBody(WhitelistRequestBody, request.body);
    return { message: MESSAGES.whitelistAdded, usernames: await admin.addToWhitelist(username) };
  });

  app.delete('/chat/whitelist', async (request): Promise<WhitelistChangeResponseBody> => {
    const { username } = parseBody(WhitelistRequestBody, request.body);
    const usernames = await admin.removeFromWhitelist(username);
    return { message: MESSAGES.whitelistRemoved, usernames };
  });

  app.post<{ Params: { username: string } }>(
    '/users/:username/can-chat',
    async (request): Promise<MessageResponseBody> => {
      const username = parseBody(Username, request.params.username);
      const { canChat } = parseBody(CanChatRequestBody, request.body);
      await admin.setCanChat(username, canChat);
      return { message: canChat ? MESSAGES.canChatEnabled : MESSAGES.canChatDisabled };
    },
  );
}
