import {
  TRANSLATE_TEXT_MESSAGES,
  type TranslateTextRequestBody,
  TranslateTextResponseBody,
} from '@launchdeck/protocol';
import { ApiError, post } from '../../../lib/http.ts';

export type NameTranslation = { ok: true; translation: string } | { ok: false; message: string };

/** A refusal the trader can act on (4xx), or 503: translation is not available on this server. */
const saysWhy = (status: number) => status < 500 || status === 503;

/**
 * DA §7 POST /api/translate-text {text, source_lang 'EN', target_lang 'ZH'} with x-session-id: the
 * Chinese name of a preset launch or of the form's translate button. DA §8: the server's error as
 * 'Translation failed: {error or Unknown error}'; a call that never got an answer as 'Translation
 * failed. Please try again.', and so is a failure on the server's side (the translation service
 * failed): the trader can only try again, and the reason is in the server's log.
 */
export async function translateName(sessionId: string, text: string): Promise<NameTranslation> {
  const body: TranslateTextRequestBody = { text, source_lang: 'EN', target_lang: 'ZH' };
  try {
    const answer = await post('/api/translate-text', TranslateTextResponseBody, body, {
      session: sessionId,
    });
    const translation = answer.translation?.trim();
    if (answer.success && translation) return { ok: true, translation };
    return { ok: false, message: TRANSLATE_TEXT_MESSAGES.failed(answer.error) };
  } catch (error) {
    if (error instanceof ApiError && error.failure === 'refused' && saysWhy(error.status))
      return { ok: false, message: TRANSLATE_TEXT_MESSAGES.failed(error.message) };
    return { ok: false, message: TRANSLATE_TEXT_MESSAGES.failedRetry };
  }
}
