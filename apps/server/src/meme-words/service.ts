import {
  checkMemeWordToAdd,
  checkMemeWordToRemove,
  DEFAULT_MEME_WORDS,
  type MemeSettings,
  type MemeWordCheck,
  type MemeWordRefusal,
} from '@launchdeck/protocol';
import { eq } from 'drizzle-orm';
import { HttpError } from '../http/errors.ts';
import type { Database } from '../storage/database.ts';
import { memeSettings } from '../storage/schema.ts';

/** A trader with no row yet: FC §3's default words, highlighting on. */
const DEFAULTS: MemeSettings = { words: [...DEFAULT_MEME_WORDS], enabled: true };

export type MemeChange = MemeSettings & { word?: string };

/**
 * A trader's meme words (FC §5), kept per user. Each change reads and writes the row inside one
 * transaction with the row locked, so two windows adding at once never lose a word; the FC §5
 * rules (the protocol's, shared with the browser) refuse with their message as a 4xx.
 */
export class MemeWordsService {
  constructor(private readonly db: Database) {}

  async get(userId: number): Promise<MemeSettings> {
    const [row] = await this.db
      .select({ words: memeSettings.words, enabled: memeSettings.enabled })
      .from(memeSettings)
      .where(eq(memeSettings.userId, userId));
    return row ?? DEFAULTS;
  }

  add(userId: number, typed: string): Promise<MemeChange> {
    return this.change(userId, (current) => {
      const checked = refuseUnless(checkMemeWordToAdd(typed, current.words));
      return { ...current, words: [...current.words, checked], word: checked };
    });
  }

  remove(userId: number, typed: string): Promise<MemeChange> {
    return this.change(userId, (current) => {
      const checked = refuseUnless(checkMemeWordToRemove(typed, current.words));
      return { ...current, words: current.words.filter((w) => w !== checked), word: checked };
    });
  }

  toggle(userId: number, enabled: boolean): Promise<MemeChange> {
    return this.change(userId, (current) => ({ ...current, enabled }));
  }

  private change(userId: number, apply: (current: MemeSettings) => MemeChange) {
    return this.db.transaction(async (tx) => {
      // The row exists (with the defaults) before it is locked, so the lock always holds one.
      await tx
        .insert(memeSettings)
        .values({ userId, ...DEFAULTS })
        .onConflictDoNothing();
      const [row] = await tx
        .select({ words: memeSettings.words, enabled: memeSettings.enabled })
        .from(memeSettings)
        .where(eq(memeSettings.userId, userId))
        .for('update');
      const next = apply(row ?? DEFAULTS);
      await tx
        .update(memeSettings)
        .set({ words: next.words, enabled: next.enabled, updatedAt: new Date() })
        .where(eq(memeSettings.userId, userId));
      return next;
    });
  }
}

/** FC §5 refusals as statuses: a word that is not acceptable is a 400, the list's state a 409 / 404. */
const STATUS: Record<MemeWordRefusal, number> = {
  invalid: 400,
  duplicate: 409,
  full: 409,
  notFound: 404,
  noWords: 404,
};

/** The checked word, or the rule's refusal as an HttpError with its FC §5 message. */
function refuseUnless(check: MemeWordCheck): string {
  if (check.ok) return check.word;
  throw new HttpError(STATUS[check.reason], check.error);
}
