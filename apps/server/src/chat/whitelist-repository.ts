import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../storage/database.ts';
import { chatCommandWhitelist, users } from '../storage/schema.ts';

/** Users allowed to run chat commands; empty means nobody may. */
export class CommandWhitelistRepository {
  constructor(private readonly db: Database) {}

  async has(userId: number): Promise<boolean> {
    const rows = await this.db
      .select({ userId: chatCommandWhitelist.userId })
      .from(chatCommandWhitelist)
      .where(eq(chatCommandWhitelist.userId, userId))
      .limit(1);
    return rows.length > 0;
  }

  async list(): Promise<string[]> {
    const rows = await this.db
      .select({ username: users.username })
      .from(chatCommandWhitelist)
      .innerJoin(users, eq(users.id, chatCommandWhitelist.userId))
      .orderBy(asc(sql`lower(${users.username})`));
    return rows.map((row) => row.username);
  }

  /** Answers false when the user was already listed. */
  async add(userId: number): Promise<boolean> {
    const rows = await this.db
      .insert(chatCommandWhitelist)
      .values({ userId })
      .onConflictDoNothing()
      .returning({ userId: chatCommandWhitelist.userId });
    return rows.length > 0;
  }

  /** Answers false when the user was not listed. */
  async remove(userId: number): Promise<boolean> {
    const rows = await this.db
      .delete(chatCommandWhitelist)
      .where(eq(chatCommandWhitelist.userId, userId))
      .returning({ userId: chatCommandWhitelist.userId });
    return rows.length > 0;
  }
}
