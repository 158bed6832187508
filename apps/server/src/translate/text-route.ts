import { TranslateTextRequestBody, TranslateTextResponseBody } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { router } from '../http/route.ts';
import { type RouteContract, refusals } from '../http/route-contract.ts';
import {
  answerNotConfigured,
  answerTranslateFailure,
  answerUpstreamFailure,
  translateLimit,
} from './route-guards.ts';
import type { TranslationService } from './service.ts';

/** The schemas the call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  text: {
    summary: 'Translate a text between English and Chinese (DA §7)',
    tag: 'Translation',
    auth: 'session',
    body: TranslateTextRequestBody,
    rateLimit: translateLimit,
    responses: { 200: TranslateTextResponseBody, default: refusals(TranslateTextResponseBody) },
  },
} satisfies Record<string, RouteContract>;

/**
 * DA §7 POST /api/translate-text: `{text, source_lang 'EN', target_lang 'ZH'}` → `{success,
 * translation}` or `{success: false, error}`, through the same Translator, cache, per-session
 * limit and statuses as POST /api/translate (400, 401, 429, 502, 503 when none is configured).
 */
export function registerTranslateTextRoute(
  app: FastifyInstance,
  deps: { translation: TranslationService | null },
): void {
  router(app)(
    'POST',
    '/api/translate-text',
    CONTRACTS.text,
    async ({ request, reply, body }): Promise<TranslateTextResponseBody> => {
      if (!deps.translation) return answerNotConfigured(request, reply);
      try {
        const translation = await deps.translation.translateText(body.text, {
          source: body.source_lang,
          target: body.target_lang,
        });
        return { success: true, translation };
      } catch (error) {
        return answerUpstreamFailure(error, request, reply);
      }
    },
    // /api/translate's refusals, and its limit (one count for both).
    { errorHandler: answerTranslateFailure },
  );
}
