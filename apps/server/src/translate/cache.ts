import { createHash } from 'node:crypto';

export const CACHE_LIMITS = {
  /** Translations kept; the feed shows far fewer posts at once (FC §9: 50 live). */
  entries: 1000,
  /** Characters kept in all, so long posts cannot grow the cache without bound. */
  characters: 5_000_000,
} as const;

/** Where finished translations are kept: this process's memory, or Redis shared by the nodes. */
export interface TranslationStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
}

/** This process's LRU cache as a TranslationStore. */
export function memoryTranslationStore(cache = new TranslationCache()): TranslationStore {
  return {
    get: async (key) => cache.get(key),
    set: async (key, value) => cache.set(key, value),
  };
}

const digest = (parts: string[]) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

/**
 * Translations by post id AND a digest of the text sent: a user who sends other text under a
 * post's id gets their own entry, never another user's cached answer poisoned. Texts (DA §7) are
 * keyed by their languages too, in a space of their own, so no post id can name one. Least
 * recently used entries go first when either limit is passed.
 */
export class TranslationCache {
  private readonly entries = new Map<string, string>();
  private characters = 0;

  constructor(private readonly limits: { entries: number; characters: number } = CACHE_LIMITS) {}

  static key(tweetId: string, text: string): string {
    return `post:${digest([tweetId, text])}`;
  }

  /** A text's key (POST /api/translate-text): the languages and the text. */
  static textKey(text: string, languages: { source?: string; target: string }): string {
    return `text:${digest([languages.source ?? '', languages.target, text])}`;
  }

  get(key: string): string | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Re-insert: a Map iterates oldest first, so this marks the entry most recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: string): void {
    this.delete(key);
    if (value.length > this.limits.characters) return;
    this.entries.set(key, value);
    this.characters += value.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.limits.entries && this.characters <= this.limits.characters) {
        break;
      }
      this.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.characters -= value.length;
  }
}
