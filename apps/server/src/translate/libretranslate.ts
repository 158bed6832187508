import { z } from 'zod';
import {
  expectSameCount,
  INTO_ENGLISH,
  postJson,
  TRANSLATE_TIMEOUT_MS,
  type TranslateLanguages,
  type Translator,
  TranslatorError,
  type UpstreamAnswer,
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

/**
 * LibreTranslate's codes are lower case, and Chinese differs between instances: self-hosted
 * Argos models answer to `zh` (Simplified) and `zt` (Traditional), libretranslate.com to `zh-Hans`
 * and `zh-Hant`. Each code's candidates, tried in order until the instance takes one.
 */
const CHINESE: Readonly<Record<string, readonly string[]>> = {
  ZH: ['zh', 'zh-Hans'],
  'ZH-HANS': ['zh-Hans', 'zh'],
  'ZH-HANT': ['zt', 'zh-Hant'],
};

/** The LibreTranslate codes for a DeepL-style code (`EN` → `en`, `ZH` → `zh` or `zh-Hans`). */
export function libreTranslateCodes(code: string): readonly string[] {
  const upper = code.toUpperCase();
  return CHINESE[upper] ?? [upper.split('-')[0]?.toLowerCase() ?? ''];
}

/** LibreTranslate's refusal of a language it has no model for: `"zh is not supported"`. */
function refusedCode(answer: UpstreamAnswer): string | undefined {
  if (answer.status !== 400) return undefined;
  return /^(\S+) is not supported$/.exec(upstreamMessage(answer.json, 'error') ?? '')?.[1];
}

/** LibreTranslate's documented `POST /translate`, every paragraph in one call. */
export class LibreTranslateTranslator implements Translator {
  readonly name = SERVICE;
  private readonly endpoint: string;
  /** The candidate this instance took for each code, so later calls ask with it first. */
  private readonly taken = new Map<string, string>();

  constructor(private readonly options: LibreTranslateOptions) {
    this.endpoint = `${options.url.replace(/\/+$/, '')}/translate`;
  }

  async translate(
    paragraphs: string[],
    languages: TranslateLanguages = INTO_ENGLISH,
  ): Promise<string[]> {
    const targets = this.candidates(languages.target);
    const sources = languages.source ? this.candidates(languages.source) : ['auto'];
    let [target, source] = [0, 0];
    const send = () => this.call(paragraphs, sources[source] ?? 'auto', targets[target] ?? 'en');
    let answer = await send();
    // An instance that spells a code otherwise refuses it by name: its next spelling is tried.
    for (;;) {
      const refused = refusedCode(answer);
      if (refused === targets[target] && target + 1 < targets.length) target += 1;
      else if (refused === sources[source] && source + 1 < sources.length) source += 1;
      else break;
      answer = await send();
    }
    if (!answer.ok) {
      const reason = upstreamMessage(answer.json, 'error') ?? 'no reason given';
      throw new TranslatorError(`${SERVICE} answered HTTP ${answer.status}: ${reason}`);
    }
    this.remember(languages.target, targets[target]);
    if (languages.source) this.remember(languages.source, sources[source]);
    const parsed = LibreTranslateAnswer.safeParse(answer.json);
    if (!parsed.success) throw new TranslatorError(`${SERVICE} answered in an unknown format`);
    expectSameCount(SERVICE, paragraphs.length, parsed.data.translatedText.length);
    return parsed.data.translatedText;
  }

  private candidates(code: string): string[] {
    const all = libreTranslateCodes(code);
    const taken = this.taken.get(code.toUpperCase());
    return taken ? [taken, ...all.filter((c) => c !== taken)] : [...all];
  }

  private remember(code: string, taken: string | undefined): void {
    if (taken && taken !== libreTranslateCodes(code)[0]) this.taken.set(code.toUpperCase(), taken);
  }

  private call(paragraphs: string[], source: string, target: string): Promise<UpstreamAnswer> {
    return postJson({
      service: SERVICE,
      url: this.endpoint,
      headers: {},
      body: {
        q: paragraphs,
        source,
        target,
        format: 'text',
        ...(this.options.apiKey ? { api_key: this.options.apiKey } : {}),
      },
      timeoutMs: this.options.timeoutMs ?? TRANSLATE_TIMEOUT_MS,
    });
  }
}
