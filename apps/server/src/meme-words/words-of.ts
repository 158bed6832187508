import { DEFAULT_MEME_WORDS } from '@launchdeck/protocol';
import { inArray } from 'drizzle-orm';
import type { Database } from '../storage/database.ts';
import { memeSettings } from '../storage/schema.ts';

/**
 * The meme words each of `userIds` matches with, by user id: their words while highlighting is
 * on, none while it is off, and the default words (FC §3) for a trader who never changed them.
 * One query however many users (the rules' owners an alert or auto-launch reread reads at once).
 */
export async function memeWordsOf(
  db: Database,
  userIds: readonly number[],
): Promise<(userId: number) => readonly string[]> {
  const words = new Map<number, string[]>();
  if (userIds.length > 0) {
    const rows = await db
      .select({
        userId: memeSettings.userId,
        words: memeSettings.words,
        enabled: memeSettings.enabled,
      })
      .from(memeSettings)
      .where(inArray(memeSettings.userId, [...new Set(userIds)]));
    for (const row of rows) words.set(row.userId, row.enabled ? row.words : []);
  }
  return (userId) => words.get(userId) ?? DEFAULT_MEME_WORDS;
}
