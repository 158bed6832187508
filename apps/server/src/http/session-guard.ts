import { MESSAGES, SESSION_HEADER } from '@launchdeck/protocol';
import type { FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import type { ActiveSession } from '../auth/sessions-repository.ts';
import { HttpError } from './errors.ts';

/** The live session of `sessionId` (trimmed), or 401: not logged in when empty, else invalid. */
export async function requireSessionId(
  auth: AuthService,
  sessionId: string,
): Promise<ActiveSession & { sessionId: string }> {
  const id = sessionId.trim();
  if (!id || id.length > 128) throw new HttpError(401, MESSAGES.notLoggedIn);
  const session = await auth.resolveForRequest(id);
  if (!session) throw new HttpError(401, MESSAGES.sessionInvalid);
  return { ...session, sessionId: id };
}

/** Reads `x-session-id` and answers the live session, or throws 401. */
export function requireSession(
  auth: AuthService,
  request: FastifyRequest,
): Promise<ActiveSession & { sessionId: string }> {
  const header = request.headers[SESSION_HEADER];
  return requireSessionId(auth, typeof header === 'string' ? header : '');
}

/** As requireSession, and the session must be the reserved admin's (else 403). */
export async function requireAdmin(
  auth: AuthService,
  isAdmin: (username: string) => boolean,
  request: FastifyRequest,
): Promise<ActiveSession> {
  const session = await requireSession(auth, request);
  if (!isAdmin(session.username)) throw new HttpError(403, MESSAGES.adminOnly);
  return session;
}
