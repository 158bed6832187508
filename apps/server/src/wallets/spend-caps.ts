import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { REQUIRE_2FA } from '../account-security/index.ts';
import { type Database, rowsOf } from '../storage/database.ts';
import { serverSettings, users, walletSpends, wallets } from '../storage/schema.ts';

/**
 * A launch's spend written against its wallet's cap, the numbers it would have passed, or (read in
 * the same statement) the administrator requires 2FA and the wallet's owner has none yet.
 */
export type Reservation =
  | { kind: 'reserved'; id: number | undefined }
  | { kind: 'capped'; spent: number; cap: number }
  | { kind: 'lacksTwoFactor' };

/** The day a cap counts, by the database's clock, so every node counts the same rows. */
export const CAP_WINDOW_START = sql`now() - interval '24 hours'`;
/** Amounts are doubles: a sum may land a hair above a cap it only reaches. */
export const CAP_EPSILON = 1e-9;

/** Whether the administrator requires 2FA and the user has none (SQL, in a row with `users`). */
const lacksTwoFactor = sql`(${users.totpSecret} IS NULL AND EXISTS (SELECT 1 FROM ${serverSettings}
  WHERE ${serverSettings.name} = ${REQUIRE_2FA} AND ${serverSettings.value} = 'true'::jsonb))`;

/**
 * The wallet's gate, one row (none when the wallet is gone): `uncapped` (no daily cap) and `lacks`
 * (the administrator requires 2FA and the owner has none), for a CTE of the statement that writes
 * a spend (here, and the launches' claim).
 */
export const capGate = (walletId: string) => sql`
  SELECT ${wallets.dailyCap} IS NULL AS uncapped, ${lacksTwoFactor} AS lacks
  FROM ${wallets} JOIN ${users} ON ${users.id} = ${wallets.userId}
  WHERE ${wallets.id} = ${walletId}`;

/**
 * Daily spend caps per wallet, in the wallet's unit: the buys of its launches in the last
 * 24 hours, each written with its check before anything is signed (deploy/spend-guard.ts). With a cap, the check and the
 * write are one transaction with the wallet's row locked (SELECT … FOR UPDATE), so two clicks on
 * two nodes at once cannot both pass it. A launch refused before it was sent takes its spend back.
 */
export class SpendCaps {
  constructor(private readonly db: Database) {}

  /**
   * Writes `amount` against the wallet unless it would pass the cap, or the owner lacks the 2FA
   * the administrator requires. The common case (no cap) is one round trip on the click's path.
   */
  async reserve(walletId: string, requestId: string, amount: number): Promise<Reservation> {
    const first = await this.db.execute(sql`
      WITH gate AS (${capGate(walletId)}),
      written AS (
        INSERT INTO ${walletSpends} (wallet_id, request_id, amount)
        SELECT ${walletId}, ${requestId}, ${amount} FROM gate WHERE uncapped AND NOT lacks
        RETURNING id)
      SELECT gate.uncapped, gate.lacks, (SELECT id FROM written) AS id FROM gate`);
    const [gate] = rowsOf<{ uncapped: boolean; lacks: boolean; id: number | string | null }>(first);
    // Deleted meanwhile: nothing to count against; the launch finds the wallet gone.
    if (!gate) return { kind: 'reserved', id: undefined };
    if (gate.lacks) return { kind: 'lacksTwoFactor' };
    if (gate.id !== null) return { kind: 'reserved', id: Number(gate.id) };
    return this.db.transaction(async (tx) => {
      const [wallet] = await tx
        .select({ cap: wallets.dailyCap })
        .from(wallets)
        .where(eq(wallets.id, walletId))
        .for('update');
      // Deleted meanwhile: nothing to count against; the launch finds the wallet gone.
      if (!wallet) return { kind: 'reserved', id: undefined };
      const spent = await spentOn(tx, walletId);
      if (wallet.cap !== null && spent + amount > wallet.cap + CAP_EPSILON)
        return { kind: 'capped', spent, cap: wallet.cap };
      const [written] = await tx
        .insert(walletSpends)
        .values({ walletId, requestId, amount })
        .returning({ id: walletSpends.id });
      return { kind: 'reserved', id: written?.id };
    });
  }

  /**
   * Read only, ahead of a click (prepare_launch): whether the wallet has no cap and its owner may
   * launch under the require-2FA switch; undefined when the wallet is gone.
   */
  async gate(walletId: string): Promise<{ uncapped: boolean; lacks: boolean } | undefined> {
    const [row] = await this.db
      .select({
        uncapped: sql<boolean>`${wallets.dailyCap} IS NULL`,
        lacks: sql<boolean>`${lacksTwoFactor}`,
      })
      .from(wallets)
      .innerJoin(users, eq(users.id, wallets.userId))
      .where(eq(wallets.id, walletId));
    return row;
  }

  /** Writes a spend with no check (a wallet known to have no cap); answers its id. */
  async record(walletId: string, requestId: string, amount: number): Promise<number | undefined> {
    const [row] = await this.db
      .insert(walletSpends)
      .values({ walletId, requestId, amount })
      .returning({ id: walletSpends.id });
    return row?.id;
  }

  /** Takes a spend back (its launch was refused before anything was sent). */
  async release(id: number): Promise<void> {
    await this.db.delete(walletSpends).where(eq(walletSpends.id, id));
  }

  /** What each of these wallets spent in the last 24 hours (absent: nothing). */
  async spentToday(walletIds: readonly string[]): Promise<Map<string, number>> {
    if (walletIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        walletId: walletSpends.walletId,
        total: sql<number | string>`sum(${walletSpends.amount})`,
      })
      .from(walletSpends)
      .where(
        and(
          inArray(walletSpends.walletId, [...walletIds]),
          gt(walletSpends.createdAt, CAP_WINDOW_START),
        ),
      )
      .groupBy(walletSpends.walletId);
    return new Map(rows.map((r) => [r.walletId, Number(r.total)]));
  }

  /** The cap of one of the user's wallets: null for none, undefined when it is not theirs. */
  async capOf(userId: number, walletId: string): Promise<number | null | undefined> {
    const [row] = await this.db
      .select({ cap: wallets.dailyCap })
      .from(wallets)
      .where(and(eq(wallets.id, walletId), eq(wallets.userId, userId)));
    return row?.cap;
  }

  /** Sets (or with null removes) a wallet's cap; false when the wallet is not the user's. */
  async setCap(userId: number, walletId: string, cap: number | null): Promise<boolean> {
    const rows = await this.db
      .update(wallets)
      .set({ dailyCap: cap })
      .where(and(eq(wallets.id, walletId), eq(wallets.userId, userId)))
      .returning({ id: wallets.id });
    return rows.length > 0;
  }
}

/** What the wallet spent in the last 24 hours, read on `db` (a transaction's own inside one). */
export async function spentOn(db: Database, walletId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number | string>`coalesce(sum(${walletSpends.amount}), 0)` })
    .from(walletSpends)
    .where(and(eq(walletSpends.walletId, walletId), gt(walletSpends.createdAt, CAP_WINDOW_START)));
  return Number(row?.total ?? 0);
}

/** Whether a new cap loosens the old one (raised or removed): that needs the step-up code. */
export const loosens = (previous: number | null, next: number | null): boolean =>
  previous !== null && (next === null || next > previous);
