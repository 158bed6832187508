import { createHash } from 'node:crypto';
import {
  SESSION_HEADER,
  TRANSLATE_MESSAGES,
  TranslateRequestBody,
  type TranslateResponseBody,
} from '@launchdeck/protocol';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import { requireSession } from '../http/session-guard.ts';
import type { TranslationService } from './service.ts';
import { TranslatorError } from './translator.ts';

export type TranslateRoutesDeps = {
  auth: AuthService;
  /** Null when no translation service is configured. */
  translation: TranslationService | null;
};

/** Each session may ask this often; every call can cost upstream money. */
export const TRANSLATE_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

/** Counts per session (a digest of the header, so no session id sits in memory), else per IP. */
function rateLimitKey(request: FastifyRequest): string {
  const header = request.headers[SESSION_HEADER];
  if (typeof header !== 'string' || !header) return `translate-ip:${request.ip}`;
  return `translate-session:${createHash('sha256').update(header).digest('base64url')}`;
}

const routeConfig = {
  rateLimit: {
    ...TRANSLATE_RATE_LIMIT,
    keyGenerator: rateLimitKey,
    errorResponseBuilder: () => new HttpError(429, TRANSLATE_MESSAGES.rateLimited),
  },
};

/** FC §7: every refusal of this call is a `{success: false, error}` answer too. */
function answerFailure(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (!(error instanceof HttpError)) throw error; // the app's handler answers the rest
  return reply.status(error.status).send({ success: false, ...error.toBody() });
}

/** FC §7 POST /api/translate: a post's text blocks, as HTML paragraphs, in English. */
export function registerTranslateRoutes(app: FastifyInstance, deps: TranslateRoutesDeps): void {
  app.post(
    '/api/translate',
    { config: routeConfig, errorHandler: answerFailure },
    async (request, reply): Promise<TranslateResponseBody> => {
      await requireSession(deps.auth, request);
      const body = parseBody(TranslateRequestBody, request.body);
      if (!deps.translation) {
        reply.status(503);
        return { success: false, error: TRANSLATE_MESSAGES.notConfigured };
      }
      try {
        const translation = await deps.translation.translate(body.tweetId, body.text);
        return { success: true, translation };
      } catch (error) {
        if (!(error instanceof TranslatorError)) throw error;
        request.log.warn({ reason: error.message }, 'translation failed upstream');
        reply.status(502);
        return { success: false, error: `${TRANSLATE_MESSAGES.upstreamFailed} (${error.message})` };
      }
    },
  );
}
