import { and, desc, eq, gt, inArray, isNull, lt, ne, or } from 'drizzle-orm';
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

/** One of a trader's own sessions, as their sessions list shows it. */
export type OwnSession = {
  idHash: string;
  ip: string;
  userAgent: string;
  createdAt: Date;
  lastSeenAt: Date;
};

/** A live remember token: whose, and the device and session it was saved with. */
export type RememberTokenRow = {
  userId: number;
  deviceHash: string | null;
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

  /** A user's live sessions, newest login first. */
  async listOf(userId: number, now: Date): Promise<OwnSession[]> {
    return this.db
      .select({
        idHash: sessions.idHash,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.createdAt), desc(sessions.idHash));
  }

  /**
   * Ends every session of a user but `keep`, and every saved login not made with `keep`: answers
   * the digests of the sessions ended.
   */
  async deleteOthersOf(userId: number, keep: string): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      const ended = await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.idHash, keep)))
        .returning({ idHash: sessions.idHash });
      await tx
        .delete(rememberTokens)
        .where(
          and(
            eq(rememberTokens.userId, userId),
            or(isNull(rememberTokens.sessionHash), ne(rememberTokens.sessionHash, keep)),
          ),
        );
      return ended.map((row) => row.idHash);
    });
  }

  /** Ends one session of a user and the saved login made with it; false when it is not theirs. */
  async deleteOneOf(userId: number, idHash: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const ended = await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.idHash, idHash)))
        .returning({ idHash: sessions.idHash });
      await tx
        .delete(rememberTokens)
        .where(and(eq(rememberTokens.userId, userId), eq(rememberTokens.sessionHash, idHash)));
      return ended.length > 0;
    });
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

  /** A live token's user and device, without spending it (2FA may still ask for a code). */
  async findRememberToken(tokenHash: string, now: Date): Promise<RememberTokenRow | undefined> {
    const [row] = await this.db
      .select({ userId: rememberTokens.userId, deviceHash: rememberTokens.deviceHash })
      .from(rememberTokens)
      .where(and(eq(rememberTokens.tokenHash, tokenHash), gt(rememberTokens.expiresAt, now)));
    return row;
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
