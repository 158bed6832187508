import { randomBytes } from 'node:crypto';
import { API_KEY_LIMITS, type ApiKey, type ApiKeyScope } from '@launchdeck/protocol';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { HttpError } from '../http/errors.ts';
import { digestToken } from '../secrets/secrets.ts';
import type { Database } from '../storage/database.ts';
import { apiKeys, users } from '../storage/schema.ts';

/** A key's id: `ak_` and 18 random bytes, base64url. */
const newKeyId = () => `ak_${randomBytes(18).toString('base64url')}`;

/** A new key: `ldk_` and 32 random bytes, base64url (API_KEY). */
export const newApiKey = () => `ldk_${randomBytes(32).toString('base64url')}`;

/** Characters of a key kept to tell keys apart: `ldk_` and 8 more. */
const PREFIX_LENGTH = 12;

/** Who calls with a live key: the key's id and scopes, its owner (enabled). */
export type ApiKeyCaller = {
  keyId: string;
  userId: number;
  username: string;
  scopes: ApiKeyScope[];
};

export const KEYS_FULL_MESSAGE = `You have ${API_KEY_LIMITS.keysMax} API keys already; revoke one to make another.`;

type KeyRow = typeof apiKeys.$inferSelect;

function keyOf(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiKeyScope[],
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    ...(row.lastUsedAt ? { lastUsedAt: row.lastUsedAt.toISOString() } : {}),
  };
}

/** How often a key's last use is written, at most: a bot calling every second writes once a minute. */
const LAST_USED_EVERY_MS = 60_000;

/**
 * Issue 51 item 4: the trader's bot API keys (api_keys). A key is answered once, by `create`;
 * only its SHA-256 digest is kept, and a call finds its key by that digest.
 */
export class ApiKeysRepository {
  private readonly touched = new Map<string, number>();

  constructor(private readonly db: Database) {}

  /** A new key, refused (409) past API_KEY_LIMITS.keysMax; the owner's row locked for the count. */
  async create(
    userId: number,
    name: string,
    scopes: ApiKeyScope[],
  ): Promise<ApiKey & { key: string }> {
    const key = newApiKey();
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [held] = await tx
        .select({ n: count() })
        .from(apiKeys)
        .where(eq(apiKeys.userId, userId));
      if ((held?.n ?? 0) >= API_KEY_LIMITS.keysMax) throw new HttpError(409, KEYS_FULL_MESSAGE);
      const [row] = await tx
        .insert(apiKeys)
        .values({
          id: newKeyId(),
          userId,
          name,
          scopes: [...new Set(scopes)],
          keyHash: digestToken(key),
          prefix: key.slice(0, PREFIX_LENGTH),
        })
        .returning();
      if (!row) throw new Error('the API key was not stored');
      return { ...keyOf(row), key };
    });
  }

  async list(userId: number): Promise<ApiKey[]> {
    const rows = await this.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.userId, userId))
      .orderBy(asc(apiKeys.createdAt));
    return rows.map(keyOf);
  }

  /** Revokes (deletes) the trader's key; false when it is not theirs. */
  async revoke(userId: number, id: string): Promise<boolean> {
    const removed = await this.db
      .delete(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
      .returning({ id: apiKeys.id });
    return removed.length > 0;
  }

  /** The caller of a key (by its digest) whose owner is enabled; undefined otherwise. */
  async callerOf(keyHash: string): Promise<ApiKeyCaller | undefined> {
    const [row] = await this.db
      .select({
        keyId: apiKeys.id,
        userId: users.id,
        username: users.username,
        scopes: apiKeys.scopes,
      })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(and(eq(apiKeys.keyHash, keyHash), eq(users.enabled, true)));
    if (!row) return undefined;
    this.touch(row.keyId);
    return { ...row, scopes: row.scopes as ApiKeyScope[] };
  }

  /** Records a key's use, at most once a minute per key and node, never delaying the call. */
  private touch(keyId: string): void {
    const now = Date.now();
    if (now - (this.touched.get(keyId) ?? 0) < LAST_USED_EVERY_MS) return;
    this.touched.set(keyId, now);
    if (this.touched.size > 10_000) this.touched.clear();
    this.db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(apiKeys.id, keyId))
      .catch(() => undefined);
  }
}
