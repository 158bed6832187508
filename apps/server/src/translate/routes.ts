import {
  TRANSLATE_MESSAGES,
  TranslateRequestBody,
  TranslateResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import { parseBody } from '../http/errors.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import { requireSession } from '../http/session-guard.ts';
import { answerTranslateFailure, translateRateLimit } from './route-guards.ts';
import type { TranslationService } from './service.ts';
import { registerTranslateTextRoute } from './text-route.ts';
import { TranslatorError } from './translator.ts';

export { TRANSLATE_RATE_LIMIT } from './route-guards.ts';

export type TranslateRoutesDeps = {
  auth: AuthService;
  /** Null when no translation service is configured. */
  translation: TranslationService | null;
};

/** The schemas the call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  translate: {
    summary: 'Translate a post’s text blocks into English (FC §7)',
    tag: 'Translation',
    auth: 'session',
    body: TranslateRequestBody,
    responses: { 200: TranslateResponseBody, default: TranslateResponseBody },
  },
} satisfies Record<string, RouteContract>;

/**
 * FC §7 POST /api/translate: a post's text blocks, as HTML paragraphs, in English; and DA §7
 * POST /api/translate-text (text-route.ts).
 */
export function registerTranslateRoutes(app: FastifyInstance, deps: TranslateRoutesDeps): void {
  const options = { onRequest: translateRateLimit(app), errorHandler: answerTranslateFailure };
  app.post(
    '/api/translate',
    documented(CONTRACTS.translate, options),
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
  registerTranslateTextRoute(app, deps, options);
}
