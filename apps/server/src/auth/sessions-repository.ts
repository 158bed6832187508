import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../storage/database.ts';
import { rememberTokens, sessions, users } from '../storage/schema.ts';

export type ActiveSession = {
  idHash: string;
  userId: number;
  username: string;
  expiresAt: Date;
  /** The login's own right to launch tokens (users.can_deploy), read with the session. */
  canDeploy: boolean;
};

/** A live session as the admin lists it: whose, from where, since and until when. */
export type LiveSession = {
  idHash: string;
  username: string;
  ip: string;
  createdAt: Date;
  expiresAt: Date;
};

/** Sessions and remember tokens, both stored only as digests. */
export class SessionsRepository {
  constructor(private readonly db: Database) {}

  async createSession(row: typeof sessions.$inferInsert): Promise<void> {
    await this.db.insert(sessions).values(row);
  }

  /** A live session of an enabled user, or undefined. */
  async findActive(idHash: string, now: Date): Promise<ActiveSession | undefined> {
    const [row] = await this.db
      .select({
        idHash: sessions.idHash,
        userId: sessions.userId,
        username: users.username,
        expiresAt: sessions.expiresAt,
        canDeploy: users.canDeploy,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now), eq(users.enabled, true)))
      .limit(1);
    return row;
  }

  /** Every live session of an enabled user, newest login first. */
  async listLive(now: Date): Promise<LiveSession[]> {
    return this.db
      .select({
        idHash: sessions.idHash,
        username: users.username,
        ip: sessions.ip,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(gt(sessions.expiresAt, now), eq(users.enabled, true)))
      .orderBy(desc(sessions.createdAt), desc(sessions.idHash));
  }

  /**
   * Ends every session of a user and its saved logins (a kick, a disable, a new name or
   * password): answers the digests of the sessions ended.
   */
  async deleteAllOf(userId: number): Promise<string[]> {
    const ended = await this.db
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ idHash: sessions.idHash });
    await this.db.delete(rememberTokens).where(eq(rememberTokens.userId, userId));
    return ended.map((row) => row.idHash);
  }

  async deleteSession(idHash: string): Promise<boolean> {
    const rows = await this.db
      .delete(sessions)
      .where(eq(sessions.idHash, idHash))
      .returning({ idHash: sessions.idHash });
    return rows.length > 0;
  }

  /** Deletes what has expired; answers the digests of the sessions it ended. */
  async deleteExpired(now: Date): Promise<string[]> {
    const ended = await this.db
      .delete(sessions)
      .where(lt(sessions.expiresAt, now))
      .returning({ idHash: sessions.idHash });
    await this.db.delete(rememberTokens).where(lt(rememberTokens.expiresAt, now));
    return ended.map((row) => row.idHash);
  }

  /** Marks these sessions as seen with a window (a connected socket) now. */
  async touch(idHashes: readonly string[], now: Date): Promise<void> {
    if (idHashes.length === 0) return;
    await this.db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(inArray(sessions.idHash, [...idHashes]));
  }

  /** Deletes the sessions last seen with a window before `cutoff`; answers their digests. */
  async deleteUnseenSince(cutoff: Date): Promise<string[]> {
    const ended = await this.db
      .delete(sessions)
      .where(lt(sessions.lastSeenAt, cutoff))
      .returning({ idHash: sessions.idHash });
    return ended.map((row) => row.idHash);
  }

  async createRememberToken(row: typeof rememberTokens.$inferInsert): Promise<void> {
    await this.db.insert(rememberTokens).values(row);
  }

  /** Removes the token and answers its user when it was live: each token works once. */
  async consumeRememberToken(tokenHash: string, now: Date): Promise<number | undefined> {
    const [row] = await this.db
      .delete(rememberTokens)
      .where(eq(rememberTokens.tokenHash, tokenHash))
      .returning({ userId: rememberTokens.userId, expiresAt: rememberTokens.expiresAt });
    return row && row.expiresAt > now ? row.userId : undefined;
  }

  async deleteRememberToken(tokenHash: string): Promise<void> {
    await this.db.delete(rememberTokens).where(eq(rememberTokens.tokenHash, tokenHash));
  }
}
