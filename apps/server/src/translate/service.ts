import { fromParagraphHtml, toParagraphHtml } from '@launchdeck/protocol';
import { memoryTranslationStore, TranslationCache, type TranslationStore } from './cache.ts';
import type { Translator } from './translator.ts';

/**
 * Translates a post's paragraph-tagged text (FC §7) through the configured Translator, caching
 * each answer and sharing one upstream call between identical requests in flight.
 */
export class TranslationService {
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(
    private readonly translator: Translator,
    private readonly cache: TranslationStore = memoryTranslationStore(),
  ) {}

  /** The English paragraphs for `html`, already checked by TranslateRequestBody. */
  async translate(tweetId: string, html: string): Promise<string> {
    const key = TranslationCache.key(tweetId, html);
    const running = this.inFlight.get(key);
    if (running) return running;
    const cached = await this.cache.get(key);
    if (cached !== undefined) return cached;
    // Looked again: another request may have started the call while the cache answered.
    const started = this.inFlight.get(key);
    if (started) return started;

    const call = this.callTranslator(html)
      .then(async (translation) => {
        await this.cache.set(key, translation);
        return translation;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, call);
    return call;
  }

  private async callTranslator(html: string): Promise<string> {
    const paragraphs = fromParagraphHtml(html);
    // The route parses the body first; reaching here with other HTML is a bug, not bad input.
    if (!paragraphs) throw new Error('translate() needs paragraph-tagged text');
    return toParagraphHtml(await this.translator.translate(paragraphs));
  }
}
