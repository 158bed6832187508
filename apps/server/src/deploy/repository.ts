import { and, desc, eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../storage/database.ts';
import { launches, users } from '../storage/schema.ts';

export type LaunchRow = typeof launches.$inferSelect;
export type NewLaunch = typeof launches.$inferInsert;

/** A launch's outcome: sent (awaiting the chain), confirmed by it, or failed with the reason. */
export type LaunchOutcome = (
  | { status: 'sent' | 'confirmed'; addresses: string[]; transactions: string[] }
  | { status: 'failed'; error: string; addresses: string[] }
) & { timings: Record<string, number>; walletId?: string };

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
   * As `begin`, in the same statement as the permission check, so a launch costs one round trip:
   * the row is written only when the user may deploy and has not sent this request id before.
   * Answers which of the three it was.
   */
  async beginIfAllowed(
    launch: NewLaunch,
  ): Promise<{ kind: 'begun'; id: number } | { kind: 'duplicate' } | { kind: 'forbidden' }> {
    const result = await this.db.execute(sql`
      INSERT INTO ${launches} (request_id, user_id, wallet_id, mode, name, ticker, website, twitter, image, metadata_uri, source_post_id, source_author, source_text, simulated, buy_amount, multi_deploy)
      SELECT ${launch.requestId}, ${launch.userId}, ${launch.walletId ?? null}, ${launch.mode},
        ${launch.name}, ${launch.ticker}, ${launch.website ?? ''}, ${launch.twitter ?? ''},
        ${launch.image ?? null}, ${launch.metadataUri ?? null}, ${launch.sourcePostId ?? null},
        ${launch.sourceAuthor ?? null}, ${launch.sourceText ?? null}, ${launch.simulated ?? false},
        ${launch.buyAmount ?? 0}, ${launch.multiDeploy ?? 1}
      FROM ${users} WHERE ${users.id} = ${launch.userId} AND ${users.canDeploy} AND ${users.enabled}
      ON CONFLICT (user_id, request_id) DO NOTHING
      RETURNING id`);
    const [row] = rowsOf<{ id: number | string }>(result);
    if (row) return { kind: 'begun', id: Number(row.id) };
    // Not written: a repeat, or no right to deploy (the slow path of a refusal).
    return (await this.find(launch.userId, launch.requestId))
      ? { kind: 'duplicate' }
      : { kind: 'forbidden' };
  }

  async find(userId: number, requestId: string): Promise<LaunchRow | undefined> {
    const [row] = await this.db
      .select()
      .from(launches)
      .where(and(eq(launches.userId, userId), eq(launches.requestId, requestId)));
    return row;
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
