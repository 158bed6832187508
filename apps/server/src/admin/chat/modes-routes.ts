import { ADMIN_API, ChatModesResponseBody } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { router } from '../../http/route.ts';
import type { RouteContract } from '../../http/route-contract.ts';
import type { AdminServices } from '../module.ts';

/** The schema the call answers with (the OpenAPI document reads it). */
const CONTRACTS = {
  modes: {
    summary: 'Every login’s chat mode and the connected users’',
    tag: 'Admin: chat',
    auth: 'admin',
    responses: { 200: ChatModesResponseBody },
  },
} satisfies Record<string, RouteContract>;

/** DA §7 Chat Modes: every login's mode and the connected users'. */
export function registerChatModesRoutes(app: FastifyInstance, admin: AdminServices): void {
  const route = router(app);
  route(
    'GET',
    ADMIN_API.chatModes,
    CONTRACTS.modes,
    async (): Promise<ChatModesResponseBody> => admin.chat.modes(),
  );
}
