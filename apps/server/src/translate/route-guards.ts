import { TRANSLATE_MESSAGES, type TranslateResponseBody } from '@launchdeck/protocol';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import type { RouteRateLimit } from '../http/route-contract.ts';
import { TranslatorError } from './translator.ts';

/** Each session may ask this often, both routes counted together; every call can cost upstream money. */
export const TRANSLATE_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

/** The per-session limit both translation routes run before their handler: one count for both. */
export const translateLimit: RouteRateLimit = {
  per: 'identity',
  name: 'translate',
  ...TRANSLATE_RATE_LIMIT,
  message: TRANSLATE_MESSAGES.rateLimited,
};

/** FC §7 / DA §7: every refusal of these calls is a `{success: false, error}` answer too. */
export function answerTranslateFailure(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!(error instanceof HttpError)) throw error; // the app's handler answers the rest
  return reply.status(error.status).send({ success: false, ...error.toBody() });
}

/** What the operator reads in the log when a trader asks for a translation none can make. */
export const TRANSLATE_OPERATOR_NOTES = {
  notConfigured:
    'translation asked for, but none is configured: set DEEPL_API_KEY or LIBRETRANSLATE_URL',
} as const;

/** 503: no service is configured. The trader reads a plain sentence; the log says what to set. */
export function answerNotConfigured(
  request: FastifyRequest,
  reply: FastifyReply,
): TranslateResponseBody {
  request.log.warn(TRANSLATE_OPERATOR_NOTES.notConfigured);
  reply.status(503);
  return { success: false, error: TRANSLATE_MESSAGES.notConfigured };
}

/**
 * 502: the service failed. Its reason (a refused key, a used-up quota) is for the operator's log;
 * the trader reads that the service failed. Errors that are not the service's are rethrown.
 */
export function answerUpstreamFailure(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): TranslateResponseBody {
  if (!(error instanceof TranslatorError)) throw error;
  request.log.warn({ reason: error.message, url: request.url }, 'translation failed upstream');
  reply.status(502);
  return { success: false, error: TRANSLATE_MESSAGES.upstreamFailed };
}
