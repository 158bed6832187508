import { ADMIN_API, ChatLogQuery, ChatLogResponseBody } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { router } from '../../http/route.ts';
import type { RouteContract } from '../../http/route-contract.ts';
import type { AdminServices } from '../module.ts';

/** The schemas the call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  log: {
    summary: 'The chat log, newest first',
    tag: 'Admin: chat',
    auth: 'admin',
    query: ChatLogQuery,
    responses: { 200: ChatLogResponseBody },
  },
} satisfies Record<string, RouteContract>;

/** DA §7 Chat Logs: GET chat-log?lines=N, newest first. */
export function registerChatLogRoutes(app: FastifyInstance, admin: AdminServices): void {
  const route = router(app);
  route(
    'GET',
    ADMIN_API.chatLog,
    CONTRACTS.log,
    async ({ query }): Promise<ChatLogResponseBody> => ({
      logs: await admin.chat.log(query.lines),
    }),
  );
}
