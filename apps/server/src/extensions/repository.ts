import { and, eq } from 'drizzle-orm';
import type { Database } from '../storage/database.ts';
import { extensionTokens, users } from '../storage/schema.ts';

/** The user a live extension token belongs to. */
export type ExtensionTokenUser = { userId: number; username: string };

/** One extension token per user, kept as its SHA-256 digest (DA §2 Extensions, ours). */
export class ExtensionTokensRepository {
  constructor(private readonly db: Database) {}

  /** When the user's token was made, or null without one. */
  async createdAt(userId: number): Promise<Date | null> {
    const [row] = await this.db
      .select({ createdAt: extensionTokens.createdAt })
      .from(extensionTokens)
      .where(eq(extensionTokens.userId, userId));
    return row?.createdAt ?? null;
  }

  /** Stores a token's digest in place of the user's old one; answers when. */
  async replace(userId: number, tokenHash: string): Promise<Date> {
    const createdAt = new Date();
    await this.db
      .insert(extensionTokens)
      .values({ userId, tokenHash, createdAt })
      .onConflictDoUpdate({ target: extensionTokens.userId, set: { tokenHash, createdAt } });
    return createdAt;
  }

  /** Deletes the user's token; answers whether there was one. */
  async revoke(userId: number): Promise<boolean> {
    const deleted = await this.db
      .delete(extensionTokens)
      .where(eq(extensionTokens.userId, userId))
      .returning({ userId: extensionTokens.userId });
    return deleted.length > 0;
  }

  /** The enabled user whose token has this digest, or undefined. */
  async userOf(tokenHash: string): Promise<ExtensionTokenUser | undefined> {
    const [row] = await this.db
      .select({ userId: users.id, username: users.username })
      .from(extensionTokens)
      .innerJoin(users, eq(users.id, extensionTokens.userId))
      .where(and(eq(extensionTokens.tokenHash, tokenHash), eq(users.enabled, true)));
    return row;
  }
}
