import type { Core, ModuleHooks } from '../module.ts';
import { memoryTranslationStore } from './cache.ts';
import { RedisTranslationCache } from './redis-cache.ts';
import { registerTranslateRoutes } from './routes.ts';
import { TranslationService } from './service.ts';
import type { Translator } from './translator.ts';

export { translatorFromConfig } from './from-config.ts';
export type { Translator } from './translator.ts';

/**
 * POST /api/translate through the configured service's adapter (cached, in Redis when it is on);
 * with no adapter, the call says none is set.
 */
export function createTranslateModule(core: Core, translator: Translator | null | undefined) {
  const { redis } = core;
  const translation = translator
    ? new TranslationService(
        translator,
        redis
          ? new RedisTranslationCache(redis.commands, core.redisError)
          : memoryTranslationStore(),
      )
    : null;
  const hooks: ModuleHooks = {
    registerRoutes: (http) => registerTranslateRoutes(http, { translation }),
  };
  return { hooks };
}
