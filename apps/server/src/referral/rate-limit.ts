import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { sessionIdOf } from './session.ts';

/** Referral writes (create, update, set the ref) a session may make a minute: far above a trader's. */
export const REFERRAL_WRITE_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

export const REFERRAL_RATE_LIMITED =
  'Too many referral changes. Please wait a minute and try again.';

/** Counts per session (a digest, so no session id sits in memory), else per IP. */
function rateLimitKey(request: FastifyRequest): string {
  const sessionId = sessionIdOf(request);
  if (!sessionId) return `referral-ip:${request.ip}`;
  return `referral-session:${createHash('sha256').update(sessionId).digest('base64url')}`;
}

/**
 * One count for the three referral writes, run as a preHandler: the body is parsed by then, so a
 * session sent in the body (DA §7 create, update) is counted as itself.
 */
export function referralWriteRateLimit(http: FastifyInstance) {
  return http.rateLimit({
    ...REFERRAL_WRITE_RATE_LIMIT,
    keyGenerator: rateLimitKey,
    errorResponseBuilder: () => new HttpError(429, REFERRAL_RATE_LIMITED),
  });
}
