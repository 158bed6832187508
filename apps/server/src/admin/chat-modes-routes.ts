import { ADMIN_API, type ChatModesResponseBody } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { AdminServices } from './module.ts';

/** DA §7 Chat Modes: every login's mode and the connected users'. */
export function registerChatModesRoutes(app: FastifyInstance, admin: AdminServices): void {
  app.get(ADMIN_API.chatModes, async (): Promise<ChatModesResponseBody> => admin.chat.modes());
}
