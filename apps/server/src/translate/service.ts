import { fromParagraphHtml, toParagraphHtml } from '@launchdeck/protocol';
import { TranslationCache } from './cache.ts';
import type { Translator } from './translator.ts';

/**
 * Translates a post's paragraph-tagged text (FC §7) through the configured Translator, caching
 * each answer and sharing one upstream call between identical requests in flight.
 */
export class TranslationService {
  private readonly cache = new TranslationCache();
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(private readonly translator: Translator) {}

  /** The English paragraphs for `html`, already checked by TranslateRequestBody. */
  translate(tweetId: string, html: string): Promise<string> {
    const key = TranslationCache.key(tweetId, html);
    const cached = this.cache.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const running = this.inFlight.get(key);
    if (running) return running;

    const call = this.callTranslator(html)
      .then((translation) => {
        this.cache.set(key, translation);
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
