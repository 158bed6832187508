import {
  ADMIN_API,
  KickResponseBody,
  MESSAGES,
  SessionsResponseBody,
  Username,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import { actorOf } from './actor.ts';
import type { AdminServices } from './module.ts';
import { routeOf } from './route-path.ts';

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
  app.get(
    ADMIN_API.sessions,
    documented(CONTRACTS.list),
    async (): Promise<SessionsResponseBody> => {
      return { sessions: await admin.sessions.list() };
    },
  );

  app.post<{ Params: { username: string } }>(
    routeOf(ADMIN_API.kick, 'username'),
    documented(CONTRACTS.kick),
    async (request): Promise<KickResponseBody> => {
      const username = parseBody(CONTRACTS.kick.params.username, request.params.username);
      const sessionsEnded = await admin.sessions.kick(actorOf(request), username);
      return { message: MESSAGES.userKicked, sessionsEnded };
    },
  );
}
