import { ADMIN_API, ChatLogQuery, type ChatLogResponseBody } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors.ts';
import type { AdminServices } from './module.ts';

/** DA §7 Chat Logs: GET chat-log?lines=N, newest first. */
export function registerChatLogRoutes(app: FastifyInstance, admin: AdminServices): void {
  app.get(ADMIN_API.chatLog, async (request): Promise<ChatLogResponseBody> => {
    const { lines } = parseBody(ChatLogQuery, request.query);
    return { logs: await admin.chat.log(lines) };
  });
}
