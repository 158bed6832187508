import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../storage/database.ts';
import { chatSettings, users } from '../storage/schema.ts';
import { type ChatState, type ChatStateStore, DEFAULT_CHAT_STATE } from './vocabulary.ts';

/** Each user's chat mode and current group (FC §4), one row per user who changed them. */
export class ChatSettingsRepository implements ChatStateStore {
  constructor(private readonly db: Database) {}

  async get(userId: number): Promise<ChatState> {
    const [row] = await this.db
      .select({ mode: chatSettings.mode, currentGroup: chatSettings.currentGroup })
      .from(chatSettings)
      .where(eq(chatSettings.userId, userId))
      .limit(1);
    return row ?? DEFAULT_CHAT_STATE;
  }

  async set(userId: number, state: ChatState): Promise<void> {
    const values = { mode: state.mode, currentGroup: state.currentGroup, updatedAt: new Date() };
    await this.db
      .insert(chatSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: chatSettings.userId, set: values });
  }

  /** Users whose current group is `code`, with their state (before a group is deleted). */
  async holdersOf(code: string): Promise<Array<ChatState & { userId: number; username: string }>> {
    return this.db
      .select({
        userId: chatSettings.userId,
        username: users.username,
        mode: chatSettings.mode,
        currentGroup: chatSettings.currentGroup,
      })
      .from(chatSettings)
      .innerJoin(users, eq(users.id, chatSettings.userId))
      .where(eq(chatSettings.currentGroup, code));
  }

  /**
   * Every login with its state and when it last changed it; defaults and a null time for those
   * who never did (admin chat modes).
   */
  async listAll(): Promise<Array<ChatState & { username: string; updatedAt: Date | null }>> {
    const rows = await this.db
      .select({
        username: users.username,
        mode: chatSettings.mode,
        currentGroup: chatSettings.currentGroup,
        updatedAt: chatSettings.updatedAt,
      })
      .from(users)
      .leftJoin(chatSettings, eq(chatSettings.userId, users.id))
      .orderBy(asc(sql`lower(${users.username})`));
    return rows.map((row) => ({
      username: row.username,
      mode: row.mode ?? DEFAULT_CHAT_STATE.mode,
      currentGroup: row.currentGroup,
      updatedAt: row.updatedAt,
    }));
  }
}
