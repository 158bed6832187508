import { z } from 'zod';
import {
  expectSameCount,
  postJson,
  TRANSLATE_TIMEOUT_MS,
  type Translator,
  TranslatorError,
  upstreamMessage,
} from './translator.ts';

export type LibreTranslateOptions = {
  /** The instance's base URL, e.g. `https://libretranslate.example.com`. */
  url: string;
  apiKey?: string;
  timeoutMs?: number;
};

/** LibreTranslate's answer when `q` is an array: one translated text per entry. */
const LibreTranslateAnswer = z.object({ translatedText: z.array(z.string()) });

const SERVICE = 'LibreTranslate';

/** LibreTranslate's documented `POST /translate`, every paragraph in one call. */
export class LibreTranslateTranslator implements Translator {
  readonly name = SERVICE;
  private readonly endpoint: string;

  constructor(private readonly options: LibreTranslateOptions) {
    this.endpoint = `${options.url.replace(/\/+$/, '')}/translate`;
  }

  async translate(paragraphs: string[]): Promise<string[]> {
    const answer = await postJson({
      service: SERVICE,
      url: this.endpoint,
      headers: {},
      body: {
        q: paragraphs,
        source: 'auto',
        target: 'en',
        format: 'text',
        ...(this.options.apiKey ? { api_key: this.options.apiKey } : {}),
      },
      timeoutMs: this.options.timeoutMs ?? TRANSLATE_TIMEOUT_MS,
    });
    if (!answer.ok) {
      const reason = upstreamMessage(answer.json, 'error') ?? 'no reason given';
      throw new TranslatorError(`${SERVICE} answered HTTP ${answer.status}: ${reason}`);
    }
    const parsed = LibreTranslateAnswer.safeParse(answer.json);
    if (!parsed.success) throw new TranslatorError(`${SERVICE} answered in an unknown format`);
    expectSameCount(SERVICE, paragraphs.length, parsed.data.translatedText.length);
    return parsed.data.translatedText;
  }
}
