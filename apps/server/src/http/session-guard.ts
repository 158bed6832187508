import { MESSAGES, SESSION_HEADER } from '@launchdeck/protocol';
import type { FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import type { ActiveSession } from '../auth/sessions-repository.ts';
import { HttpError } from './errors.ts';

/** Reads `x-session-id` and answers the live session, or throws 401. */
export async function requireSession(
  auth: AuthService,
  request: FastifyRequest,
): Promise<ActiveSession & { sessionId: string }> {
  const header = request.headers[SESSION_HEADER];
  const sessionId = typeof header === 'string' ? header.trim() : '';
  if (!sessionId || sessionId.length > 128) throw new HttpError(401, MESSAGES.notLoggedIn);
  const session = await auth.resolve(sessionId);
  if (!session) throw new HttpError(401, MESSAGES.sessionInvalid);
  return { ...session, sessionId };
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
