import {
  ADMIN_API,
  KickResponseBody,
  MESSAGES,
  SessionsResponseBody,
  Username,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { router } from '../../http/route.ts';
import type { RouteContract } from '../../http/route-contract.ts';
import type { AdminServices } from '../module.ts';
import { routeOf } from '../route-path.ts';

const tag = 'Admin: sessions';

/** The schemas each call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  list: {
    summary: 'The live sessions (DA §7 Active Sessions)',
    tag,
    auth: 'admin',
    responses: { 200: SessionsResponseBody },
  },
  kick: {
    summary: 'End every session of a login',
    tag,
    auth: 'admin',
    params: { username: Username },
    responses: { 200: KickResponseBody },
  },
} satisfies Record<string, RouteContract>;

/** DA §7 Active Sessions: the live sessions, and kick/{username}. */
export function registerSessionsRoutes(app: FastifyInstance, admin: AdminServices): void {
  const route = router(app);
  route(
    'GET',
    ADMIN_API.sessions,
    CONTRACTS.list,
    async (): Promise<SessionsResponseBody> => ({ sessions: await admin.sessions.list() }),
  );

  route(
    'POST',
    routeOf(ADMIN_API.kick, 'username'),
    CONTRACTS.kick,
    async ({ session, params }): Promise<KickResponseBody> => {
      const sessionsEnded = await admin.sessions.kick(session.username, params.username);
      return { message: MESSAGES.userKicked, sessionsEnded };
    },
  );
}
