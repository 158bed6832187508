import { TranslateRequestBody, TranslateResponseBody } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/index.ts';
import { router } from '../http/route.ts';
import { type RouteContract, refusals } from '../http/route-contract.ts';
import {
  answerNotConfigured,
  answerTranslateFailure,
  answerUpstreamFailure,
  translateLimit,
} from './route-guards.ts';
import type { TranslationService } from './service.ts';
import { registerTranslateTextRoute } from './text-route.ts';

export { TRANSLATE_RATE_LIMIT } from './route-guards.ts';

export type TranslateRoutesDeps = {
  /** Unused: route() resolves sessions with the app's identity (http/guards.ts); callers may still pass it. */
  auth?: AuthService;
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
    rateLimit: translateLimit,
    responses: { 200: TranslateResponseBody, default: refusals(TranslateResponseBody) },
  },
} satisfies Record<string, RouteContract>;

/**
 * FC §7 POST /api/translate: a post's text blocks, as HTML paragraphs, in English; and DA §7
 * POST /api/translate-text (text-route.ts).
 */
export function registerTranslateRoutes(app: FastifyInstance, deps: TranslateRoutesDeps): void {
  router(app)(
    'POST',
    '/api/translate',
    CONTRACTS.translate,
    async ({ request, reply, body }): Promise<TranslateResponseBody> => {
      if (!deps.translation) return answerNotConfigured(request, reply);
      try {
        const translation = await deps.translation.translate(body.tweetId, body.text);
        return { success: true, translation };
      } catch (error) {
        return answerUpstreamFailure(error, request, reply);
      }
    },
    { errorHandler: answerTranslateFailure },
  );
  registerTranslateTextRoute(app, deps);
}
