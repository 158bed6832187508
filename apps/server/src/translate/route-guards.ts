import { TRANSLATE_MESSAGES } from '@launchdeck/protocol';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { perSessionRateLimit } from '../http/session-rate-limit.ts';

/** Each session may ask this often, both routes counted together; every call can cost upstream money. */
export const TRANSLATE_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

/** The per-session limit both translation routes run before their handler: one count for both. */
export function translateRateLimit(app: FastifyInstance) {
  return perSessionRateLimit(
    app,
    'translate',
    TRANSLATE_RATE_LIMIT,
    TRANSLATE_MESSAGES.rateLimited,
  );
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
