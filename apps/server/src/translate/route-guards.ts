import { createHash } from 'node:crypto';
import { SESSION_HEADER, TRANSLATE_MESSAGES } from '@launchdeck/protocol';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';

/** Each session may ask this often, both routes counted together; every call can cost upstream money. */
export const TRANSLATE_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

/** Counts per session (a digest of the header, so no session id sits in memory), else per IP. */
function rateLimitKey(request: FastifyRequest): string {
  const header = request.headers[SESSION_HEADER];
  if (typeof header !== 'string' || !header) return `translate-ip:${request.ip}`;
  return `translate-session:${createHash('sha256').update(header).digest('base64url')}`;
}

/** The per-session limit both translation routes run before their handler: one count for both. */
export function translateRateLimit(app: FastifyInstance) {
  return app.rateLimit({
    ...TRANSLATE_RATE_LIMIT,
    keyGenerator: rateLimitKey,
    errorResponseBuilder: () => new HttpError(429, TRANSLATE_MESSAGES.rateLimited),
  });
}

/** FC §7 / DA §7: every refusal of these calls is a `{success: false, error}` answer too. */
export function answerTranslateFailure(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!(error instanceof HttpError)) throw error; // the app's handler answers the rest
  return reply.status(error.status).send({ success: false, ...error.toBody() });
}
