import { AccountSessionsResponseBody, EndedSessionsResponseBody } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthService } from '../auth/service.ts';
import { parseBody } from '../http/errors.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import { requireSession } from '../http/session-guard.ts';
import type { OwnSessions } from './own-sessions.ts';

export type OwnSessionsRoutesDeps = {
  auth: AuthService;
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
  http.get(
    '/api/account/sessions',
    documented(CONTRACTS.list),
    async (request): Promise<AccountSessionsResponseBody> => {
      const session = await requireSession(deps.auth, request);
      const [sessions, lockedUntil] = await Promise.all([
        deps.sessions.list(session.userId, session.idHash),
        deps.codeChecksLockedUntil(session.userId),
      ]);
      return lockedUntil === undefined
        ? { sessions }
        : { sessions, codeChecksLockedUntil: lockedUntil };
    },
  );

  http.post(
    '/api/account/sessions/revoke-others',
    documented(CONTRACTS.revokeOthers),
    async (request): Promise<EndedSessionsResponseBody> => {
      const session = await requireSession(deps.auth, request);
      return { ended: await deps.sessions.endOthers(session.userId, session.idHash) };
    },
  );

  http.delete<{ Params: { id: string } }>(
    '/api/account/sessions/:id',
    documented(CONTRACTS.remove),
    async (request): Promise<EndedSessionsResponseBody> => {
      const session = await requireSession(deps.auth, request);
      const id = parseBody(CONTRACTS.remove.params.id, request.params.id);
      await deps.sessions.endOne(session.userId, id);
      return { ended: 1 };
    },
  );
}
