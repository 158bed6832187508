import type { TranslationConfig } from '../config.ts';
import { DeepLTranslator } from './deepl.ts';
import { LibreTranslateTranslator } from './libretranslate.ts';
import { TranslationService } from './service.ts';

/** The configured service, or null: the route then answers that translation is not configured. */
export function translationFromConfig(config: TranslationConfig): TranslationService | null {
  switch (config.provider) {
    case 'deepl':
      return new TranslationService(
        new DeepLTranslator({ apiKey: config.apiKey, baseUrl: config.apiUrl }),
      );
    case 'libretranslate':
      return new TranslationService(
        new LibreTranslateTranslator({ url: config.url, apiKey: config.apiKey }),
      );
    case 'none':
      return null;
  }
}
