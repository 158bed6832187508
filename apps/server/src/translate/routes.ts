import { TranslateRequestBody, TranslateResponseBody } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import { parseBody } from '../http/errors.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import { requireSession } from '../http/session-guard.ts';
import {
  answerNotConfigured,
  answerTranslateFailure,
  answerUpstreamFailure,
  translateRateLimit,
} from './route-guards.ts';
import type { TranslationService } from './service.ts';
import { registerTranslateTextRoute } from './text-route.ts';

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
      const body = parseBody(CONTRACTS.translate.body, request.body);
      if (!deps.translation) return answerNotConfigured(request, reply);
      try {
        const translation = await deps.translation.translate(body.tweetId, body.text);
        return { success: true, translation };
      } catch (error) {
        return answerUpstreamFailure(error, request, reply);
      }
    },
  );
  registerTranslateTextRoute(app, deps, options);
}
