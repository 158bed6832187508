import type { Redis } from 'ioredis';
import { CACHE_LIMITS, type TranslationStore } from './cache.ts';

const PREFIX = 'launchdeck:translation:';
/** A day: posts older than that are rarely translated again. */
const TTL_MS = 86_400_000;

/**
 * Translations shared by every node, each kept a day. Redis's failures are a miss (a get) or
 * nothing kept (a set): translating again costs a call, never an error.
 */
export class RedisTranslationCache implements TranslationStore {
  constructor(
    private readonly redis: Redis,
    private readonly onError: (error: Error) => void,
  ) {}

  async get(key: string): Promise<string | undefined> {
    try {
      return (await this.redis.get(PREFIX + key)) ?? undefined;
    } catch (error) {
      this.onError(error as Error);
      return undefined;
    }
  }

  async set(key: string, value: string): Promise<void> {
    if (value.length > CACHE_LIMITS.characters / CACHE_LIMITS.entries) return;
    await this.redis.set(PREFIX + key, value, 'PX', TTL_MS).catch(this.onError);
  }
}
