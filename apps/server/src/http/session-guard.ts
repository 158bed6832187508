import { MESSAGES } from '@launchdeck/protocol';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import {
  type RequestSession,
  requestSession,
  type SessionResolver,
  sessionHeaderValue,
} from './identity.ts';

/**
 * The live session a request names by `sessionId` (from a header or a body), or 401: not logged
 * in when empty, else invalid, including an id that is not exactly a session id's form (issue 47:
 * nothing is trimmed, so a padded id is no session).
 */
export function requireSessionId(
  auth: SessionResolver,
  request: FastifyRequest,
  sessionId: string,
): Promise<RequestSession> {
  return requestSession(auth, request, sessionId);
}

/** Reads `x-session-id` and answers the live session, or throws 401. */
export function requireSession(
  auth: SessionResolver,
  request: FastifyRequest,
): Promise<RequestSession> {
  return requestSession(auth, request, sessionHeaderValue(request));
}

/** As requireSession, and the session must be the reserved admin's (else 403). */
export async function requireAdmin(
  auth: SessionResolver,
  isAdmin: (username: string) => boolean,
  request: FastifyRequest,
): Promise<RequestSession> {
  const session = await requireSession(auth, request);
  if (!isAdmin(session.username)) throw new HttpError(403, MESSAGES.adminOnly);
  return session;
}
