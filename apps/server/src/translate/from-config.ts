import type { TranslationConfig } from '../config.ts';
import { DeepLTranslator } from './deepl.ts';
import { LibreTranslateTranslator } from './libretranslate.ts';
import type { Translator } from './translator.ts';

/** The configured service's adapter, or null: the route then answers that none is configured. */
export function translatorFromConfig(config: TranslationConfig): Translator | null {
  switch (config.provider) {
    case 'deepl':
      return new DeepLTranslator({ apiKey: config.apiKey, baseUrl: config.apiUrl });
    case 'libretranslate':
      return new LibreTranslateTranslator({ url: config.url, apiKey: config.apiKey });
    case 'none':
      return null;
  }
}
