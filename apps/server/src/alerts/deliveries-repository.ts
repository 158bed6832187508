import { randomBytes } from 'node:crypto';
import type { WebhookDelivery, WebhookEventType } from '@launchdeck/protocol';
import { ALERT_LIMITS } from '@launchdeck/protocol';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../storage/database.ts';
import { alertDeliveries } from '../storage/schema.ts';

/** A delivery's id: its `webhook-id`, the same on every attempt (receivers de-duplicate by it). */
export const newDeliveryId = (): string => `msg_${randomBytes(18).toString('base64url')}`;

/** One row of the outbox to write. */
export type NewDelivery = {
  channelId: string;
  seq: number;
  postId: string;
  type: WebhookEventType;
  /** The body as it is signed and sent, on every attempt. */
  payload: string;
};

/** A delivery a node has claimed, with what it needs to send it. */
export type ClaimedDelivery = {
  id: string;
  channelId: string;
  type: WebhookEventType;
  seq: number;
  payload: string;
  attempts: number;
  createdAt: Date;
};

/** How an attempt ended. */
export type AttemptOutcome =
  | { status: 'delivered'; statusCode: number }
  | { status: 'failed' | 'given_up'; statusCode?: number; error: string }
  | { status: 'pending'; statusCode?: number; error: string; retryInMs: number };

type DeliveryRow = typeof alertDeliveries.$inferSelect;

/** A claimed delivery as a raw statement returns it (snake case, a bigint seq as text). */
type ClaimedRow = {
  id: string;
  channel_id: string;
  type: string;
  seq: string | number;
  payload: string;
  attempts: number;
  created_at: string | Date;
};

const claimedOf = (row: ClaimedRow): ClaimedDelivery => ({
  id: row.id,
  channelId: row.channel_id,
  type: row.type as WebhookEventType,
  seq: Number(row.seq),
  payload: row.payload,
  attempts: row.attempts,
  createdAt: new Date(row.created_at),
});

const iso = (date: Date | null) => (date ? { at: date.toISOString() } : undefined);

function deliveryOf(row: DeliveryRow): WebhookDelivery {
  const next = row.status === 'pending' ? iso(row.nextAttemptAt) : undefined;
  const delivered = iso(row.deliveredAt);
  return {
    id: row.id,
    type: row.type as WebhookEventType,
    seq: row.seq,
    postId: row.postId,
    status: row.status,
    attempts: row.attempts,
    ...(row.lastStatusCode !== null ? { lastStatusCode: row.lastStatusCode } : {}),
    ...(row.lastError !== null ? { lastError: row.lastError } : {}),
    ...(next ? { nextAttemptAt: next.at } : {}),
    createdAt: row.createdAt.toISOString(),
    ...(delivered ? { deliveredAt: delivered.at } : {}),
  };
}

/**
 * Issue 51's outbox (alert_deliveries). Writes are idempotent per channel and feed event; a
 * claim takes each channel's oldest pending delivery that is due (`for update skip locked`, so
 * two nodes never take the same row) and holds it for `claimMs`, after which a node that died
 * sending it loses it to the next claim.
 */
export class DeliveriesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Writes the rows; one already written for its channel and seq is left as it is. A row whose
   * channel has no pending delivery is written already claimed by this node for `claimMs` (its
   * first attempt counted) and answered, for the caller to send at once: nothing can be ahead of
   * it. The others wait for a claim, behind their channel's older deliveries. `written`: the rows
   * written now (not those there already).
   */
  async add(
    rows: NewDelivery[],
    db: Database = this.db,
    claimMs?: number,
  ): Promise<{ sendNow: ClaimedDelivery[]; written: number }> {
    if (rows.length === 0) return { sendNow: [], written: 0 };
    const busy = new Set<string>();
    if (claimMs !== undefined) {
      const channels = [...new Set(rows.map((row) => row.channelId))];
      const pending = rowsOf<{ channel_id: string }>(
        await db.execute(sql`
          select distinct channel_id from alert_deliveries
          where status = 'pending' and type not in ('webhook.test', 'launch.auto') and channel_id in (${sql.join(
            channels.map((id) => sql`${id}`),
            sql`, `,
          )})`),
      );
      for (const row of pending) busy.add(row.channel_id);
    }
    const claimed = new Set<string>();
    const values = rows.map((row) => {
      const sendNow =
        claimMs !== undefined && !busy.has(row.channelId) && !claimed.has(row.channelId);
      if (sendNow) claimed.add(row.channelId);
      return {
        ...row,
        id: newDeliveryId(),
        ...(sendNow
          ? {
              attempts: 1,
              nextAttemptAt: sql`now() + (${claimMs} * interval '1 millisecond')`,
            }
          : {}),
      };
    });
    const written = await db
      .insert(alertDeliveries)
      .values(values)
      .onConflictDoNothing()
      .returning();
    const sendNow = written
      .filter((row) => row.attempts === 1)
      .map((row) => ({
        id: row.id,
        channelId: row.channelId,
        type: row.type as WebhookEventType,
        seq: row.seq,
        payload: row.payload,
        attempts: row.attempts,
        createdAt: row.createdAt,
      }));
    return { sendNow, written: written.length };
  }

  /**
   * The outbox's fast path (fast-path.ts): writes the rows in one statement, only while the rules
   * version is still `version` (read in the same statement: a rule changed on any node meanwhile
   * writes nothing), each channel's first row claimed by this node for `claimMs` when the channel
   * has nothing pending (as `add`). Resolves with the rows to send at once and how many were
   * written (0: the version moved, or every row was written already).
   */
  async addIfRulesVersion(
    rows: NewDelivery[],
    version: number,
    claimMs: number,
  ): Promise<{ sendNow: ClaimedDelivery[]; written: number }> {
    if (rows.length === 0) return { sendNow: [], written: 0 };
    const seen = new Set<string>();
    const values = rows.map((row) => {
      const first = !seen.has(row.channelId);
      seen.add(row.channelId);
      return sql`(${newDeliveryId()}, ${row.channelId}, ${row.seq}::bigint, ${row.postId}, ${row.type}, ${row.payload}, ${first}::boolean)`;
    });
    const channels = [...seen].map((id) => sql`${id}`);
    const written = rowsOf<ClaimedRow>(
      await this.db.execute(sql`
        with busy as (
          select distinct channel_id from alert_deliveries
          where status = 'pending' and type not in ('webhook.test', 'launch.auto')
            and channel_id in (${sql.join(channels, sql`, `)})
        ),
        fresh (id, channel_id, seq, post_id, type, payload, first) as (
          values ${sql.join(values, sql`, `)}
        ),
        decided as (
          select fresh.*, (fresh.first and fresh.channel_id not in (select channel_id from busy)) as send_now
          from fresh
          where coalesce((select seq from alert_cursor where name = 'rules'), 0) = ${version}
        )
        insert into alert_deliveries (id, channel_id, seq, post_id, type, payload, attempts, next_attempt_at)
        select id, channel_id, seq, post_id, type, payload,
               case when send_now then 1 else 0 end,
               case when send_now then now() + (${claimMs} * interval '1 millisecond') else now() end
        from decided
        on conflict do nothing
        returning id, channel_id, type, seq, payload, attempts, created_at`),
    );
    return {
      written: written.length,
      sendNow: written.filter((row) => row.attempts === 1).map(claimedOf),
    };
  }

  /**
   * Claims up to `limit` due deliveries, each the oldest pending one of its channel (so a channel
   * receives its alerts in order), counting the attempt and holding each for `claimMs`.
   */
  async claim(limit: number, claimMs: number): Promise<ClaimedDelivery[]> {
    const rows = rowsOf<ClaimedRow>(
      await this.db.execute(sql`
        update alert_deliveries d
        set attempts = d.attempts + 1,
            next_attempt_at = now() + (${claimMs} * interval '1 millisecond')
        where d.id in (
          select c.id from alert_deliveries c
          where c.status = 'pending' and c.next_attempt_at <= now()
            and (c.type in ('webhook.test', 'launch.auto') or not exists (
              select 1 from alert_deliveries e
              where e.channel_id = c.channel_id and e.status = 'pending'
                and e.type not in ('webhook.test', 'launch.auto') and e.seq < c.seq))
          order by c.seq
          limit ${limit}
          for update skip locked)
        returning d.id, d.channel_id, d.type, d.seq, d.payload, d.attempts, d.created_at`),
    );
    return rows.map(claimedOf);
  }

  /** Records many deliveries as delivered, in one statement. */
  async recordDelivered(delivered: { id: string; statusCode: number }[]): Promise<void> {
    if (delivered.length === 0) return;
    await this.db.execute(sql`
      update alert_deliveries d
      set status = 'delivered', last_status_code = v.code, last_error = null, delivered_at = now()
      from (values ${sql.join(
        delivered.map(({ id, statusCode }) => sql`(${id}, ${statusCode}::int)`),
        sql`, `,
      )}) as v(id, code)
      where d.id = v.id`);
  }

  async record(id: string, outcome: AttemptOutcome): Promise<void> {
    const statusCode = outcome.statusCode ?? null;
    const error = 'error' in outcome ? outcome.error.slice(0, 300) : null;
    await this.db
      .update(alertDeliveries)
      .set({
        status: outcome.status,
        lastStatusCode: statusCode,
        lastError: error,
        ...(outcome.status === 'delivered' ? { deliveredAt: new Date() } : {}),
        ...(outcome.status === 'pending'
          ? { nextAttemptAt: sql`now() + (${outcome.retryInMs} * interval '1 millisecond')` }
          : {}),
      })
      .where(eq(alertDeliveries.id, id));
  }

  /** A channel given up on: its other pending deliveries are given up with it. */
  async giveUpChannel(channelId: string, error: string): Promise<void> {
    await this.db
      .update(alertDeliveries)
      .set({ status: 'given_up', lastError: error })
      .where(and(eq(alertDeliveries.channelId, channelId), eq(alertDeliveries.status, 'pending')));
  }

  async list(channelId: string, limit = ALERT_LIMITS.deliveriesListed): Promise<WebhookDelivery[]> {
    const rows = await this.db
      .select()
      .from(alertDeliveries)
      .where(eq(alertDeliveries.channelId, channelId))
      .orderBy(desc(alertDeliveries.createdAt), desc(alertDeliveries.seq))
      .limit(limit);
    return rows.map(deliveryOf);
  }

  /** Due now again, whatever its state; undefined when it is not the channel's. */
  async retry(channelId: string, id: string): Promise<WebhookDelivery | undefined> {
    const [row] = await this.db
      .update(alertDeliveries)
      .set({ status: 'pending', nextAttemptAt: new Date(), deliveredAt: null })
      .where(and(eq(alertDeliveries.id, id), eq(alertDeliveries.channelId, channelId)))
      .returning();
    return row && deliveryOf(row);
  }

  /** A `webhook.test` delivery of the channel, due now, carrying `payload` (at `seq`). */
  async addTest(channelId: string, seq: number, payload: string): Promise<string> {
    const id = newDeliveryId();
    await this.db
      .insert(alertDeliveries)
      .values({ id, channelId, seq, postId: 'test', type: 'webhook.test', payload });
    return id;
  }

  /**
   * An auto-launch's notice to the channel (issue 53), due now: out of the feed's order like a
   * test (it neither waits for the channel's post alerts nor holds them), retried like an alert.
   * One per fire and channel (a rule fires once on a post).
   */
  async addNotice(
    channelId: string,
    seq: number,
    postId: string,
    payload: string,
  ): Promise<string> {
    const id = newDeliveryId();
    await this.db
      .insert(alertDeliveries)
      .values({ id, channelId, seq, postId, type: 'launch.auto', payload });
    return id;
  }

  /** Deletes deliveries older than `days`; how many. */
  async prune(days: number): Promise<number> {
    const cutoff = new Date(Date.now() - days * 86_400_000);
    const gone = await this.db
      .delete(alertDeliveries)
      .where(lt(alertDeliveries.createdAt, cutoff))
      .returning({ id: alertDeliveries.id });
    return gone.length;
  }
}
