import {
  ADMIN_API,
  type KickResponseBody,
  MESSAGES,
  type SessionsResponseBody,
  Username,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors.ts';
import { actorOf } from './actor.ts';
import type { AdminServices } from './module.ts';
import { routeOf } from './route-path.ts';

/** DA §7 Active Sessions: the live sessions, and kick/{username}. */
export function registerSessionsRoutes(app: FastifyInstance, admin: AdminServices): void {
  app.get(ADMIN_API.sessions, async (): Promise<SessionsResponseBody> => {
    return { sessions: await admin.sessions.list() };
  });

  app.post<{ Params: { username: string } }>(
    routeOf(ADMIN_API.kick, 'username'),
    async (request): Promise<KickResponseBody> => {
      const username = parseBody(Username, request.params.username);
      const sessionsEnded = await admin.sessions.kick(actorOf(request), username);
      return { message: MESSAGES.userKicked, sessionsEnded };
    },
  );
}
