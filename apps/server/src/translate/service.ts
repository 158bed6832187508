import { fromParagraphHtml, toParagraphHtml } from '@launchdeck/protocol';
import { memoryTranslationStore, TranslationCache, type TranslationStore } from './cache.ts';
import type { TranslateLanguages, Translator } from './translator.ts';

/**
 * Translates a post's paragraph-tagged text (FC §7) and short texts (DA §7) through the
 * configured Translator, caching each answer and sharing one upstream call between identical
 * requests in flight.
 */
export class TranslationService {
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(
    private readonly translator: Translator,
    private readonly cache: TranslationStore = memoryTranslationStore(),
  ) {}

  /** The English paragraphs for `html`, already checked by TranslateRequestBody. */
  translate(tweetId: string, html: string): Promise<string> {
    return this.once(TranslationCache.key(tweetId, html), async () => {
      const paragraphs = fromParagraphHtml(html);
      // The route parses the body first; reaching here with other HTML is a bug, not bad input.
      if (!paragraphs) throw new Error('translate() needs paragraph-tagged text');
      return toParagraphHtml(await this.translator.translate(paragraphs));
    });
  }

  /** One text in the target language (DA §7 translate-text: a token name into Chinese). */
  translateText(text: string, languages: TranslateLanguages): Promise<string> {
    return this.once(TranslationCache.textKey(text, languages), async () => {
      const [translation] = await this.translator.translate([text], languages);
      return translation ?? '';
    });
  }

  /** The cached answer for `key`, else one call shared by every request for it until it ends. */
  private async once(key: string, call: () => Promise<string>): Promise<string> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const cached = await this.cache.get(key);
    if (cached !== undefined) return cached;
    // Looked again: another request may have started the call while the cache answered.
    const started = this.inFlight.get(key);
    if (started) return started;

    const answer = call()
      .then(async (translation) => {
        await this.cache.set(key, translation);
        return translation;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, answer);
    return answer;
  }
}
