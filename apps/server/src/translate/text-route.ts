import { TranslateTextRequestBody, TranslateTextResponseBody } from '@launchdeck/protocol';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import { parseBody } from '../http/errors.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import { requireSession } from '../http/session-guard.ts';
import { answerNotConfigured, answerUpstreamFailure } from './route-guards.ts';
import type { TranslationService } from './service.ts';

/** The schemas the call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  text: {
    summary: 'Translate a text between English and Chinese (DA §7)',
    tag: 'Translation',
    auth: 'session',
    body: TranslateTextRequestBody,
    responses: { 200: TranslateTextResponseBody, default: TranslateTextResponseBody },
  },
} satisfies Record<string, RouteContract>;

/**
 * DA §7 POST /api/translate-text: `{text, source_lang 'EN', target_lang 'ZH'}` → `{success,
 * translation}` or `{success: false, error}`, through the same Translator, cache, per-session
 * limit and statuses as POST /api/translate (400, 401, 429, 502, 503 when none is configured).
 */
export function registerTranslateTextRoute(
  app: FastifyInstance,
  deps: { auth: AuthService; translation: TranslationService | null },
  /** /api/translate's: the per-session limit (one count for both) and the failure answer. */
  options: RouteShorthandOptions,
): void {
  app.post(
    '/api/translate-text',
    documented(CONTRACTS.text, options),
    async (request, reply): Promise<TranslateTextResponseBody> => {
      await requireSession(deps.auth, request);
      const body = parseBody(CONTRACTS.text.body, request.body);
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
  );
}
