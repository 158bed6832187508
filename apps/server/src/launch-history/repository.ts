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
import type { LaunchOutcome } from '../deploy/repository.ts';
import type { Database } from '../storage/database.ts';
import { launches, users } from '../storage/schema.ts';
import type { HistoryRow } from './record.ts';

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

/** My Launches' reads of the launches table, and its upkeep (the re-check, the retention). */
export class LaunchHistoryRepository {
  constructor(private readonly db: Database) {}

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
