import type { AlertRule, FeedEvent, Post, WebhookEventType } from '@launchdeck/protocol';
import { matchesAlertRule } from '@launchdeck/protocol';
import { sql } from 'drizzle-orm';
import { postOfEvent } from '../feed/index.ts';
import { type Database, rowsOf } from '../storage/database.ts';
import type {
  ClaimedDelivery,
  DeliveriesRepository,
  NewDelivery,
} from './deliveries-repository.ts';

/** How an event changed its post, for the rules and the webhook's `type`. */
type Change = 'created' | 'updated' | 'deleted';

const TYPE_OF: Record<Change, WebhookEventType> = {
  created: 'post.created',
  updated: 'post.updated',
  deleted: 'post.deleted',
};

/** The change an event makes; undefined for the events that carry no post of their own. */
export function changeOf(event: FeedEvent): Change | undefined {
  switch (event.event) {
    case 'tweet':
    case 'following_update':
    case 'profile_update':
    case 'profile_pinned_update':
      return 'created';
    case 'tweet_update':
      return 'updated';
    case 'tweet_deleted':
      return 'deleted';
    case 'external_message':
      return 'author' in event.payload ? 'created' : undefined;
    default:
      return undefined;
  }
}

/**
 * An enabled rule with what matching it needs: its owner's meme words, and `since` (ms since the
 * epoch): when it was last saved; it matches only feed events stored from then on.
 */
export type ActiveRule = { rule: AlertRule; memeWords: readonly string[]; since: number };

/**
 * How far before the oldest rule's `since` a turn still reads the log after the rules changed:
 * an event's stored time is its transaction's start, which can precede a smaller seq's, so the
 * skip past history keeps a margin and the per-event check decides.
 */
const SKIP_MARGIN_MS = 60_000;

/** A feed event as the log holds it; `at`: when it was stored, ms since the epoch. */
export type EventRow = {
  seq: string | number;
  event: string;
  payload: unknown;
  at: string | number;
};

export type AlertOutboxDeps = {
  db: Database;
  deliveries: DeliveriesRepository;
  /**
   * Every enabled rule with a channel, as of rules version `version` (bumpRulesVersion): the
   * caller caches them and reads them again when the version it is told differs.
   */
  rules(version: number): Promise<ActiveRule[]>;
  /** Feed events read a turn at most. */
  batch?: number;
  /** How long rows handed back for sending at once are held by this node, ms. */
  claimMs: number;
};

const CURSOR = 'alerts';
/** The alert_cursor row counting changes to rules and channels (any node's). */
const RULES_VERSION = 'rules';

/**
 * Tells every node's outbox that rules or channels changed: each reads them again before its
 * next turn matches anything (the version is read under the cursor's lock).
 */
export async function bumpRulesVersion(db: Database): Promise<void> {
  await db.execute(sql`
    insert into alert_cursor (name, seq) values (${RULES_VERSION}, 1)
    on conflict (name) do update set seq = alert_cursor.seq + 1`);
}
/**
 * What a turn wrote, what to send at once, whether another turn is needed now, and `through`:
 * the cursor it committed (every event up to it has its rows), when it held the cursor.
 */
export type Turn = {
  written: number;
  sendNow: ClaimedDelivery[];
  again?: boolean;
  through?: number;
};
const nothing = (): Turn => ({ written: 0, sendNow: [] });

/**
 * Issue 51 item 3: alerts are written from the feed log, by seq, not from memory: each turn
 * reads the events after the cursor (alert_cursor), writes one outbox row per matching rule's
 * channel and event, and moves the cursor, in one transaction. The cursor row is taken `for
 * update skip locked`, so one node at a time does it and the others return at once; a node killed
 * mid-turn leaves the cursor where it was, and the next turn writes the same rows (written once:
 * the outbox is unique per channel and seq). The cursor starts at the feed's head the first time,
 * and each rule matches only events stored after it was last saved (ActiveRule.since), so a rule
 * never hears of history, however far behind the cursor was left while no rule existed.
 */
export class AlertOutbox {
  /** The rules version this node's last turn matched with. */
  private matchedVersion: number | undefined;
  /** The rules version the last turn read under the lock (the next turn's rules are of it). */
  private knownVersion: number | undefined;
  /** Whether the cursor row is known to exist (made once, then only read). */
  private cursorMade = false;

  constructor(private readonly deps: AlertOutboxDeps) {}

  /**
   * One turn: the deliveries written, and among them those to send at once (claimed by this node:
   * their channel had nothing waiting). Empty when another node holds the cursor.
   */
  async drain(): Promise<Turn> {
    // Rules are read outside the transaction (the embedded database has one connection, which
    // the transaction holds), as of the version the last turn saw; the version is read again
    // under the lock, and a turn that finds it moved writes nothing and asks for another, which
    // reads the rules of the new version first.
    const known = this.knownVersion ?? (await this.rulesVersion(this.deps.db));
    const rules = await this.deps.rules(known);
    let held = false;
    const turn = await this.deps.db.transaction(async (tx) => {
      if (!this.cursorMade) {
        await tx.execute(sql`
          insert into alert_cursor (name, seq)
          values (${CURSOR}, coalesce((select max(seq) from feed_events), 0))
          on conflict do nothing`);
      }
      const [cursor] = rowsOf<{ seq: string | number; version: string | number | null }>(
        await tx.execute(sql`
          select seq, (select seq from alert_cursor where name = ${RULES_VERSION}) as version
          from alert_cursor where name = ${CURSOR} for update skip locked`),
      );
      if (!cursor) return nothing();
      held = true;
      const version = Number(cursor.version ?? 0);
      if (version !== known) {
        this.knownVersion = version;
        return { ...nothing(), again: true };
      }
      let from = Number(cursor.seq);
      if (rules.length === 0) {
        await tx.execute(sql`
          update alert_cursor set seq = greatest(seq, coalesce((select max(seq) from feed_events), 0))
          where name = ${CURSOR}`);
        return nothing();
      }
      if (this.matchedVersion !== known) {
        // The cursor may be far behind (no node moves it while no rule exists): what was
        // stored well before every rule was saved is history none of them hears of.
        from = Math.max(from, await this.historyEnd(tx as unknown as Database, rules));
        this.matchedVersion = known;
      }
      const events = rowsOf<EventRow>(
        await tx.execute(sql`
          select seq, event, payload, (extract(epoch from created_at) * 1000)::float8 as at
          from feed_events where seq > ${from}
          order by seq limit ${this.deps.batch ?? 500}`),
      );
      if (events.length === 0) {
        if (from > Number(cursor.seq)) {
          await tx.execute(sql`update alert_cursor set seq = ${from} where name = ${CURSOR}`);
        }
        return { ...nothing(), through: from };
      }
      const rows = await this.rowsFor(tx as unknown as Database, events, rules);
      const { sendNow, written } = await this.deps.deliveries.add(
        rows,
        tx as unknown as Database,
        this.deps.claimMs,
      );
      const last = Number(events.at(-1)?.seq ?? from);
      await tx.execute(sql`update alert_cursor set seq = ${last} where name = ${CURSOR}`);
      return { written, sendNow, through: last };
    });
    // Committed: the cursor row exists from now on.
    if (held) this.cursorMade = true;
    return turn;
  }

  /** The last seq stored more than SKIP_MARGIN_MS before the oldest rule was saved. */
  private async historyEnd(db: Database, rules: ActiveRule[]): Promise<number> {
    const oldest = Math.min(...rules.map((r) => r.since)) - SKIP_MARGIN_MS;
    const [row] = rowsOf<{ seq: string | number | null }>(
      await db.execute(sql`
        select max(seq) as seq from feed_events
        where created_at < to_timestamp(${oldest / 1000})`),
    );
    return Number(row?.seq ?? 0);
  }

  private async rulesVersion(db: Database): Promise<number> {
    const [row] = rowsOf<{ seq: string | number }>(
      await db.execute(sql`select seq from alert_cursor where name = ${RULES_VERSION}`),
    );
    return Number(row?.seq ?? 0);
  }

  /**
   * The outbox rows of `events` (in seq order) for `rules`: one per matching rule's channel and
   * event; an update reaches a rule without `updates` only when its post is new to the channel
   * (looked up in `db`). Also the fast path's (fast-path.ts).
   */
  async rowsFor(db: Database, events: EventRow[], rules: ActiveRule[]): Promise<NewDelivery[]> {
    const candidates: { seq: number; change: Change; post: Post; channels: Set<string> }[] = [];
    for (const row of events) {
      const event = { event: row.event, payload: row.payload } as FeedEvent;
      const change = changeOf(event);
      const post = change && postOfEvent(event);
      if (!change || !post) continue;
      const channels = new Set<string>();
      const at = Number(row.at);
      for (const { rule, memeWords, since } of rules) {
        if (at < since) continue;
        if (!matchesAlertRule(rule, post, change, memeWords)) continue;
        for (const channel of rule.channels) {
          if (change !== 'updated' || rule.updates) channels.add(channel);
          else channels.add(`first:${channel}`);
        }
      }
      if (channels.size > 0) candidates.push({ seq: Number(row.seq), change, post, channels });
    }
    const sent = await this.alreadySent(
      db,
      candidates.filter((c) => [...c.channels].some((ch) => ch.startsWith('first:'))),
    );
    const timestamp = new Date().toISOString();
    return candidates.flatMap(({ seq, change, post, channels }) => {
      const type = TYPE_OF[change];
      const payload = JSON.stringify({ type, timestamp, data: { seq, post } });
      return [...channels].flatMap((entry) => {
        // A rule without `updates` hears of an update only when the post is new to its channel.
        const firstOnly = entry.startsWith('first:');
        const channelId = firstOnly ? entry.slice('first:'.length) : entry;
        const pair = `${channelId} ${post.id}`;
        if (firstOnly && (channels.has(channelId) || sent.has(pair))) return [];
        sent.add(pair);
        return [{ channelId, seq, postId: post.id, type, payload }];
      });
    });
  }

  /** `channel post` pairs among the candidates' posts that have a delivery already. */
  private async alreadySent(db: Database, candidates: { post: Post }[]): Promise<Set<string>> {
    const ids = [...new Set(candidates.map((c) => c.post.id))];
    if (ids.length === 0) return new Set();
    const rows = rowsOf<{ channel_id: string; post_id: string }>(
      await db.execute(sql`
        select distinct channel_id, post_id from alert_deliveries
        where type not in ('webhook.test', 'launch.auto') and post_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`),
    );
    return new Set(rows.map((row) => `${row.channel_id} ${row.post_id}`));
  }
}
