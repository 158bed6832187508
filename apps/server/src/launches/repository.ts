import type { DeployMode, LaunchStatus } from '@launchdeck/protocol';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type Database, rowsOf } from '../storage/database.ts';
import { namedQueries, type PrepareStatement } from '../storage/prepared-statements.ts';
import { launches, users, walletSpends, wallets } from '../storage/schema.ts';
import { CAP_EPSILON, capGate, spentOn } from '../wallets/index.ts';

export type LaunchRow = typeof launches.$inferSelect;
export type NewLaunch = typeof launches.$inferInsert;
/** A launch row with its trader's login, as the history reads it. */
export type HistoryRow = LaunchRow & { username: string };

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

/** One page of launches: whose (all when absent), how many, older than which, which kinds. */
export type HistoryPageQuery = {
  userId?: number;
  limit: number;
  /** A launch id: only launches older than it. */
  before?: string;
  mode?: DeployMode;
  status?: LaunchStatus;
};

/** Launches by platform and status since a time. */
export type HistoryCount = { mode: string; status: LaunchStatus; count: number };

const UNSETTLED: LaunchStatus[] = ['preparing', 'sent'];

/**
 * Every launch and its outcome (who, platform, mint, timings, error), one row per request: the
 * launch path's writes, and My Launches' reads and upkeep (the re-check, the retention).
 */
export class LaunchesRepository {
  /** The claim's statement, planned once on the embedded database (storage/prepared-statements.ts). */
  private readonly named: ReturnType<typeof namedQueries>;

  constructor(
    private readonly db: Database,
    prepare?: PrepareStatement,
  ) {
    this.named = namedQueries(db, prepare);
  }

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
    const result = await this.named(
      'launch_claim',
      sql`
      WITH allowed AS (
        SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.canDeploy} AND ${users.enabled}),
      gate AS (${capGate(walletId)}),
      written AS (
        INSERT INTO ${launches} (request_id, user_id, wallet_id, mode, name, ticker, website, twitter, image, metadata_uri, source_post_id, source_author, source_text, trigger, simulated, buy_amount, multi_deploy)
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
        EXISTS (SELECT 1 FROM allowed) AS allowed, (SELECT lacks FROM gate) AS lacks`,
    );
    const [row] = rowsOf<{
      id: number | string | null;
      spend_id: number | string | null;
      allowed: boolean;
      lacks: boolean | null;
    }>({ rows: result });
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
        const spent = await spentOn(tx, walletId);
        if (spent + spend > wallet.cap + CAP_EPSILON) {
          // A repeat of a launch that was claimed meanwhile answers as one.
          const first = await findLaunch(tx, userId, requestId);
          return first ? { kind: 'duplicate', first } : { kind: 'capped', spent, cap: wallet.cap };
        }
      }
      const inserted = await tx.execute(sql`
        INSERT INTO ${launches} (request_id, user_id, wallet_id, mode, name, ticker, website, twitter, image, metadata_uri, source_post_id, source_author, source_text, trigger, simulated, buy_amount, multi_deploy)
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

  private rows() {
    return this.db
      .select({ ...getTableColumns(launches), username: users.username })
      .from(launches)
      .innerJoin(users, eq(users.id, launches.userId));
  }

  /** Newest first, one more than `limit` so the caller knows whether older ones remain. */
  async page(query: HistoryPageQuery): Promise<HistoryRow[]> {
    const where: SQL[] = [];
    if (query.userId !== undefined) where.push(eq(launches.userId, query.userId));
    if (query.mode) where.push(eq(launches.mode, query.mode));
    if (query.status) where.push(eq(launches.status, query.status));
    if (query.before) {
      // Older than that launch, in the list's order; a launch id that is not there matches none.
      where.push(
        sql`(${launches.createdAt}, ${launches.id}) < (SELECT l.created_at, l.id FROM ${launches} l WHERE l.id = ${query.before})`,
      );
    }
    return this.rows()
      .where(and(...where))
      .orderBy(desc(launches.createdAt), desc(launches.id))
      .limit(query.limit + 1);
  }

  /** The launches of these ids that still exist. */
  async byIds(ids: number[]): Promise<HistoryRow[]> {
    if (ids.length === 0) return [];
    return this.rows().where(inArray(launches.id, ids));
  }

  async countsSince(since: Date): Promise<HistoryCount[]> {
    return this.db
      .select({ mode: launches.mode, status: launches.status, count: count() })
      .from(launches)
      .where(gte(launches.createdAt, since))
      .groupBy(launches.mode, launches.status);
  }

  /**
   * Takes the launches left preparing or sent since before `createdBefore` (their node stopped
   * before it settled them) to check them again, each on one node only: a launch taken before
   * `retakeBefore` and still unsettled (its checker stopped too) may be taken again.
   */
  async takeUnsettled(createdBefore: Date, retakeBefore: Date): Promise<HistoryRow[]> {
    const taken = await this.db
      .update(launches)
      .set({ checkedAt: new Date() })
      .where(
        and(
          inArray(launches.status, UNSETTLED),
          lt(launches.createdAt, createdBefore),
          or(isNull(launches.checkedAt), lt(launches.checkedAt, retakeBefore)),
        ),
      )
      .returning({ id: launches.id });
    return this.byIds(taken.map((row) => row.id));
  }

  /** Writes the outcome of an unsettled launch; false when it was settled meanwhile. */
  async settle(id: number, outcome: LaunchOutcome): Promise<boolean> {
    const updated = await this.db
      .update(launches)
      .set({
        status: outcome.status,
        addresses: outcome.addresses,
        error: outcome.status === 'failed' ? outcome.error : null,
        finishedAt: new Date(),
      })
      .where(and(eq(launches.id, id), inArray(launches.status, UNSETTLED)))
      .returning({ id: launches.id });
    return updated.length > 0;
  }

  /**
   * Deletes launches created before `before` and answers how many. The referral ledger keeps its
   * rows: their launch_id becomes null (the ledger row holds its mode, fee, share and time).
   */
  async prune(before: Date): Promise<number> {
    const deleted = await this.db
      .delete(launches)
      .where(lt(launches.createdAt, before))
      .returning({ id: launches.id });
    return deleted.length;
  }
}

const idOf = (id: number | string | null | undefined) =>
  id === null || id === undefined ? undefined : Number(id);

/** `SELECT <the launch's values> FROM (one row)`, to insert a launch under a condition. */
function launchValues(launch: NewLaunch) {
  return sql`SELECT ${launch.requestId}, ${launch.userId}, ${launch.walletId ?? null}, ${launch.mode},
    ${launch.name}, ${launch.ticker}, ${launch.website ?? ''}, ${launch.twitter ?? ''},
    ${launch.image ?? null}, ${launch.metadataUri ?? null}, ${launch.sourcePostId ?? null},
    ${launch.sourceAuthor ?? null}, ${launch.sourceText ?? null},
    ${launch.trigger ? JSON.stringify(launch.trigger) : null}::jsonb, ${launch.simulated ?? false},
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
