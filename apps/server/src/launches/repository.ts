import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { REQUIRE_2FA } from '../account-security/repository.ts';
import { type Database, rowsOf } from '../storage/database.ts';
import { launches, serverSettings, users, walletSpends, wallets } from '../storage/schema.ts';

export type LaunchRow = typeof launches.$inferSelect;
export type NewLaunch = typeof launches.$inferInsert;

/** A launch's outcome: sent (awaiting the chain), confirmed by it, or failed with the reason. */
export type LaunchOutcome = (
  | { status: 'sent' | 'confirmed'; addresses: string[]; transactions: string[] }
  | { status: 'failed'; error: string; addresses: string[] }
) & { timings: Record<string, number>; walletId?: string };

/**
 * A launch's claim on its request id: its row written (and its spend against the wallet's cap, in
 * the same transaction), or why not. `duplicate` carries the first launch's row as it now stands.
 */
export type LaunchClaim =
  | { kind: 'claimed'; id: number; spendId: number | undefined }
  | { kind: 'duplicate'; first: LaunchRow }
  | { kind: 'forbidden' }
  | { kind: 'capped'; spent: number; cap: number }
  | { kind: 'lacksTwoFactor' };

// The day a cap counts, by the database's clock, so every node counts the same rows.
const capWindowStart = sql`now() - interval '24 hours'`;
// Amounts are doubles: a sum may land a hair above a cap it only reaches.
const CAP_EPSILON = 1e-9;

/** Every launch and its outcome (who, platform, mint, timings, error), one row per request. */
export class LaunchesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Records a launch as pending; answers undefined when this user already sent this request id
   * (the idempotency key), on any node.
   */
  async begin(launch: NewLaunch): Promise<LaunchRow | undefined> {
    const [row] = await this.db.insert(launches).values(launch).onConflictDoNothing().returning();
    return row;
  }

  /**
   * Claims a launch's request id before anything is signed or sent (issue 47): in one transaction
   * the launch row keyed by (user, request id) is written, only when the user may deploy, the
   * owner has the 2FA the administrator requires, and `spend` (the launch's buys, in the wallet's
   * unit; 0 for a simulated launch, which spends nothing) fits the wallet's daily cap; the spend
   * is written with it. A request id claimed before, on any node, before or after a restart,
   * answers `duplicate` with the first launch's row and writes nothing. The common case (a wallet
   * with no cap) is one statement; a capped wallet takes a transaction with its row locked, so two
   * clicks on two nodes cannot both pass the cap. Throws only on a storage failure.
   */
  async claim(launch: NewLaunch & { walletId: string }, spend: number): Promise<LaunchClaim> {
    const { walletId, userId, requestId } = launch;
    const result = await this.db.execute(sql`
      WITH allowed AS (
        SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.canDeploy} AND ${users.enabled}),
      gate AS (
        SELECT ${wallets.dailyCap} IS NULL AS uncapped,
          (${users.totpSecret} IS NULL AND EXISTS (SELECT 1 FROM ${serverSettings}
            WHERE ${serverSettings.name} = ${REQUIRE_2FA} AND ${serverSettings.value} = 'true'::jsonb)) AS lacks
        FROM ${wallets} JOIN ${users} ON ${users.id} = ${wallets.userId}
        WHERE ${wallets.id} = ${walletId}),
      written AS (
        INSERT INTO ${launches} (request_id, user_id, wallet_id, mode, name, ticker, website, twitter, image, metadata_uri, source_post_id, source_author, source_text, simulated, buy_amount, multi_deploy)
        ${launchValues(launch)}
        WHERE EXISTS (SELECT 1 FROM allowed)
          AND NOT EXISTS (SELECT 1 FROM gate WHERE lacks OR (NOT uncapped AND ${spend}::double precision > 0))
        ON CONFLICT (user_id, request_id) DO NOTHING
        RETURNING id),
      spent AS (
        INSERT INTO ${walletSpends} (wallet_id, request_id, amount)
        SELECT ${walletId}, ${requestId}, ${spend} FROM written, gate WHERE ${spend}::double precision > 0
        RETURNING id)
      SELECT (SELECT id FROM written) AS id, (SELECT id FROM spent) AS spend_id,
        EXISTS (SELECT 1 FROM allowed) AS allowed, (SELECT lacks FROM gate) AS lacks`);
    const [row] = rowsOf<{
      id: number | string | null;
      spend_id: number | string | null;
      allowed: boolean;
      lacks: boolean | null;
    }>(result);
    if (row?.id !== null && row?.id !== undefined)
      return { kind: 'claimed', id: Number(row.id), spendId: idOf(row.spend_id) };
    const first = await this.find(userId, requestId);
    if (first) return { kind: 'duplicate', first };
    if (!row?.allowed) return { kind: 'forbidden' };
    if (row.lacks) return { kind: 'lacksTwoFactor' };
    return this.claimCapped(launch, spend);
  }

  /** `claim` for a wallet with a cap: the wallet's row locked, its day's spend summed, both written. */
  private claimCapped(
    launch: NewLaunch & { walletId: string },
    spend: number,
  ): Promise<LaunchClaim> {
    const { walletId, userId, requestId } = launch;
    return this.db.transaction(async (tx) => {
      const [wallet] = await tx
        .select({ cap: wallets.dailyCap })
        .from(wallets)
        .where(eq(wallets.id, walletId))
        .for('update');
      if (wallet?.cap !== null && wallet?.cap !== undefined) {
        const [total] = await tx
          .select({ spent: sql<number | string>`coalesce(sum(${walletSpends.amount}), 0)` })
          .from(walletSpends)
          .where(
            and(eq(walletSpends.walletId, walletId), gt(walletSpends.createdAt, capWindowStart)),
          );
        const spent = Number(total?.spent ?? 0);
        if (spent + spend > wallet.cap + CAP_EPSILON) {
          // A repeat of a launch that was claimed meanwhile answers as one.
          const first = await findLaunch(tx, userId, requestId);
          return first ? { kind: 'duplicate', first } : { kind: 'capped', spent, cap: wallet.cap };
        }
      }
      const inserted = await tx.execute(sql`
        INSERT INTO ${launches} (request_id, user_id, wallet_id, mode, name, ticker, website, twitter, image, metadata_uri, source_post_id, source_author, source_text, simulated, buy_amount, multi_deploy)
        ${launchValues(launch)}
        WHERE EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.canDeploy} AND ${users.enabled})
        ON CONFLICT (user_id, request_id) DO NOTHING
        RETURNING id`);
      const [written] = rowsOf<{ id: number | string }>(inserted);
      if (!written) {
        const first = await findLaunch(tx, userId, requestId);
        return first ? { kind: 'duplicate', first } : { kind: 'forbidden' };
      }
      // A wallet deleted meanwhile has nothing to count against; the launch finds it gone.
      const [spendRow] = wallet
        ? await tx
            .insert(walletSpends)
            .values({ walletId, requestId, amount: spend })
            .returning({ id: walletSpends.id })
        : [];
      return { kind: 'claimed', id: Number(written.id), spendId: spendRow?.id };
    });
  }

  /** Gives a claimed launch's spend back: it was refused before anything was signed. */
  async releaseSpend(spendId: number): Promise<void> {
    await this.db.delete(walletSpends).where(eq(walletSpends.id, spendId));
  }

  async find(userId: number, requestId: string): Promise<LaunchRow | undefined> {
    return findLaunch(this.db, userId, requestId);
  }

  async finish(id: number, outcome: LaunchOutcome): Promise<void> {
    await this.db
      .update(launches)
      .set({
        status: outcome.status,
        addresses: outcome.addresses,
        transactions: outcome.status === 'failed' ? [] : outcome.transactions,
        error: outcome.status === 'failed' ? outcome.error : null,
        timings: outcome.timings,
        ...(outcome.walletId ? { walletId: outcome.walletId } : {}),
        finishedAt: new Date(),
      })
      .where(eq(launches.id, id));
  }

  /** A user's launches, newest first. */
  async listFor(userId: number, limit = 50): Promise<LaunchRow[]> {
    return this.db
      .select()
      .from(launches)
      .where(eq(launches.userId, userId))
      .orderBy(desc(launches.id))
      .limit(limit);
  }
}

const idOf = (id: number | string | null | undefined) =>
  id === null || id === undefined ? undefined : Number(id);

/** `SELECT <the launch's values> FROM (one row)`, to insert a launch under a condition. */
function launchValues(launch: NewLaunch) {
  return sql`SELECT ${launch.requestId}, ${launch.userId}, ${launch.walletId ?? null}, ${launch.mode},
    ${launch.name}, ${launch.ticker}, ${launch.website ?? ''}, ${launch.twitter ?? ''},
    ${launch.image ?? null}, ${launch.metadataUri ?? null}, ${launch.sourcePostId ?? null},
    ${launch.sourceAuthor ?? null}, ${launch.sourceText ?? null}, ${launch.simulated ?? false},
    ${launch.buyAmount ?? 0}, ${launch.multiDeploy ?? 1} FROM (SELECT 1) AS one`;
}

/** A user's launch of this request id, read on `db` (a transaction's own connection inside one). */
async function findLaunch(
  db: Database,
  userId: number,
  requestId: string,
): Promise<LaunchRow | undefined> {
  const [row] = await db
    .select()
    .from(launches)
    .where(and(eq(launches.userId, userId), eq(launches.requestId, requestId)));
  return row;
}
