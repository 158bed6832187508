import { AccountSessionsResponseBody, EndedSessionsResponseBody } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthService } from '../auth/index.ts';
import { router } from '../http/route.ts';
import type { RouteContract } from '../http/route-contract.ts';
import type { OwnSessions } from './own-sessions.ts';

export type OwnSessionsRoutesDeps = {
  /** Unused: route() resolves sessions with the app's identity (http/guards.ts); callers may still pass it. */
  auth?: AuthService;
  sessions: OwnSessions;
  /** While the account's code checks are locked, when they open (TwoFactorService). */
  codeChecksLockedUntil: (userId: number) => Promise<number | undefined>;
};

const tag = 'Account security';

/** The schemas each call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  list: {
    summary: 'The trader’s own live sessions (ids are handles, never the session secret)',
    tag,
    auth: 'session',
    responses: { 200: AccountSessionsResponseBody },
  },
  revokeOthers: {
    summary: 'End every other session of the trader, their saved logins and their windows',
    tag,
    auth: 'session',
    responses: { 200: EndedSessionsResponseBody },
  },
  remove: {
    summary: 'End one of the trader’s sessions, its saved login and its windows',
    tag,
    auth: 'session',
    params: { id: z.string().min(1).max(64) },
    responses: { 200: EndedSessionsResponseBody },
  },
} satisfies Record<string, RouteContract>;

/** The trader's own sessions: list, end the others, end one. */
export function registerOwnSessionsRoutes(http: FastifyInstance, deps: OwnSessionsRoutesDeps) {
  const route = router(http);

  route(
    'GET',
    '/api/account/sessions',
    CONTRACTS.list,
    async ({ session }): Promise<AccountSessionsResponseBody> => {
      const [sessions, lockedUntil] = await Promise.all([
        deps.sessions.list(session.userId, session.idHash),
        deps.codeChecksLockedUntil(session.userId),
      ]);
      return lockedUntil === undefined
        ? { sessions }
        : { sessions, codeChecksLockedUntil: lockedUntil };
    },
  );

  route(
    'POST',
    '/api/account/sessions/revoke-others',
    CONTRACTS.revokeOthers,
    async ({ session }): Promise<EndedSessionsResponseBody> => ({
      ended: await deps.sessions.endOthers(session.userId, session.idHash),
    }),
  );

  route(
    'DELETE',
    '/api/account/sessions/:id',
    CONTRACTS.remove,
    async ({ session, params }): Promise<EndedSessionsResponseBody> => {
      await deps.sessions.endOne(session.userId, params.id);
      return { ended: 1 };
    },
  );
}
