import type { FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import type { ActiveSession } from '../auth/sessions-repository.ts';
import { sessionHeaderValue } from '../http/identity.ts';
import { requireSessionId } from '../http/session-guard.ts';

/**
 * The session id of a referral call, as sent: the x-session-id header, else the body's
 * `sessionId` (DA §7 sends it there for create and update); '' when neither holds one.
 */
export function sessionIdOf(request: FastifyRequest): string {
  const header = sessionHeaderValue(request);
  if (header) return header;
  const body = request.body;
  const fromBody =
    typeof body === 'object' && body !== null ? (body as { sessionId?: unknown }).sessionId : '';
  return typeof fromBody === 'string' ? fromBody : '';
}

/** The live session of a referral call (header or body), or a 401. */
export function referralSession(
  auth: AuthService,
  request: FastifyRequest,
): Promise<ActiveSession> {
  return requireSessionId(auth, request, sessionIdOf(request));
}
