import { z } from 'zod';
import {
  expectSameCount,
  INTO_ENGLISH,
  postJson,
  TRANSLATE_TIMEOUT_MS,
  type TranslateLanguages,
  type Translator,
  TranslatorError,
  upstreamMessage,
} from './translator.ts';

export type DeepLOptions = {
  apiKey: string;
  /** Overrides the base URL picked from the key (DEEPL_API_URL). */
  baseUrl?: string;
  timeoutMs?: number;
};

const DeepLAnswer = z.object({
  translations: z.array(z.object({ detected_source_language: z.string(), text: z.string() })),
});

const SERVICE = 'DeepL';

/** DeepL's documented hosts: keys of the free plan end in `:fx`. */
export function deeplBaseUrl(apiKey: string): string {
  return apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

/**
 * DeepL's documented language codes: a target `ZH` is kept only for backward compatibility
 * ("please select ZH-HANS or ZH-HANT instead"), so DA §7's `ZH` asks for Simplified Chinese, what
 * the Chinese launchpads show. Sources are base codes only (`ZH`, `EN`), never a variant.
 */
const TARGET_CODES: Readonly<Record<string, string>> = { ZH: 'ZH-HANS' };

export function deeplLanguages(languages: TranslateLanguages): {
  target_lang: string;
  source_lang?: string;
} {
  const target = languages.target.toUpperCase();
  const source = languages.source?.toUpperCase().split('-')[0];
  return {
    target_lang: TARGET_CODES[target] ?? target,
    ...(source ? { source_lang: source } : {}),
  };
}

/** What DeepL's documented error statuses mean, for the operator reading the log. */
const STATUS_REASONS: Readonly<Record<number, string>> = {
  403: 'the API key was refused',
  429: 'too many requests',
  456: 'the character quota is used up',
};

/** DeepL's documented `POST /v2/translate`, every paragraph in one call (source_lang optional). */
export class DeepLTranslator implements Translator {
  readonly name = SERVICE;
  private readonly endpoint: string;

  constructor(private readonly options: DeepLOptions) {
    const base = options.baseUrl ?? deeplBaseUrl(options.apiKey);
    this.endpoint = `${base.replace(/\/+$/, '')}/v2/translate`;
  }

  async translate(
    paragraphs: string[],
    languages: TranslateLanguages = INTO_ENGLISH,
  ): Promise<string[]> {
    const answer = await postJson({
      service: SERVICE,
      url: this.endpoint,
      headers: { authorization: `DeepL-Auth-Key ${this.options.apiKey}` },
      body: { text: paragraphs, ...deeplLanguages(languages) },
      timeoutMs: this.options.timeoutMs ?? TRANSLATE_TIMEOUT_MS,
    });
    if (!answer.ok) {
      const reason =
        STATUS_REASONS[answer.status] ??
        upstreamMessage(answer.json, 'message') ??
        'no reason given';
      throw new TranslatorError(`${SERVICE} answered HTTP ${answer.status}: ${reason}`);
    }
    const parsed = DeepLAnswer.safeParse(answer.json);
    if (!parsed.success) throw new TranslatorError(`${SERVICE} answered in an unknown format`);
    expectSameCount(SERVICE, paragraphs.length, parsed.data.translations.length);
    return parsed.data.translations.map((translation) => translation.text);
  }
}
