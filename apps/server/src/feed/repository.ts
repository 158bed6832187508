import type { FeedEvent, Post } from '@launchdeck/protocol';
import { and, asc, count, desc, gt, inArray, lt, lte, max, min, sql } from 'drizzle-orm';
import { authorNotBlocked } from '../blocked-accounts/repository.ts';
import { type Database, rowsOf } from '../storage/database.ts';
import { feedEvents, posts } from '../storage/schema.ts';

/** Storage of the feed: the posts' latest versions and the ordered event log. */
export class FeedRepository {
  constructor(private readonly db: Database) {}

  /**
   * Appends to the log as one transaction that holds the feed's advisory lock from reading the
   * head to committing, so seqs are contiguous and seq order is commit order on every node: once
   * any node sees seq N stored, every smaller seq is stored too. `build` is handed the stored
   * versions of the posts named by `ids` (read under the lock) and a counter of the next seqs,
   * and answers the events and the posts they changed.
   */
  async append<T>(
    ids: string[],
    build: (
      known: Map<string, Post>,
      nextSeq: () => number,
    ) => { events: FeedEvent[]; changed: Post[]; result: T },
  ): Promise<T> {
    return (await this.appendIf(ids, async () => true, build)) as T;
  }

  /**
   * As append, with `guard` run first inside the same transaction (after the lock): when it
   * answers false nothing is appended and the answer is undefined; when the append fails, what
   * `guard` wrote is rolled back with it (a block and its feed event happen together or not).
   */
  async appendIf<T>(
    ids: string[],
    guard: (tx: Database) => Promise<boolean>,
    build: (
      known: Map<string, Post>,
      nextSeq: () => number,
    ) => { events: FeedEvent[]; changed: Post[]; result: T },
  ): Promise<T | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FEED_LOG_LOCK})`);
      if (!(await guard(tx))) return undefined;
      // One round trip for the head and the stored posts, read after the lock (a new statement,
      // so a new snapshot that sees every earlier append).
      const wanted =
        ids.length > 0
          ? sql`id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql`false`;
      const [row] = rowsOf<{ head: string | number | null; known: Post[] | null }>(
        await tx.execute(sql`
          select (select max(seq) from feed_events) as head,
                 (select jsonb_agg(data) from posts where ${wanted}) as known`),
      );
      let seq = Number(row?.head ?? 0);
      const known = new Map((row?.known ?? []).map((post) => [post.id, post]));
      const { events, changed, result } = build(known, () => ++seq);
      if (events.length > 0) await tx.execute(writeStatement(events, changed));
      return result;
    });
  }

  async countPosts(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(posts);
    return Number(row?.n ?? 0);
  }

  async findPosts(ids: string[]): Promise<Post[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ data: posts.data })
      .from(posts)
      .where(inArray(posts.id, ids));
    return rows.map((row) => row.data);
  }

  /**
   * Newest first, by the time the post was published; blocked accounts' posts stay stored but are
   * never read into a feed.
   */
  async newestPosts(limit: number): Promise<Post[]> {
    const rows = await this.db
      .select({ data: posts.data })
      .from(posts)
      .where(authorNotBlocked(this.db, posts.authorHandle))
      .orderBy(desc(posts.createdAt), desc(posts.seq))
      .limit(limit);
    return rows.map((row) => row.data);
  }

  /** Stored events after `seq` (and up to `upTo` when given), oldest first. */
  async eventsAfter(seq: number, limit: number, upTo?: number): Promise<FeedEvent[]> {
    const rows = await this.db
      .select({ event: feedEvents.event, payload: feedEvents.payload })
      .from(feedEvents)
      .where(
        upTo === undefined
          ? gt(feedEvents.seq, seq)
          : and(gt(feedEvents.seq, seq), lte(feedEvents.seq, upTo)),
      )
      .orderBy(asc(feedEvents.seq))
      .limit(limit);
    return rows as FeedEvent[];
  }

  /** The oldest seq still in the log, or undefined when the log is empty. */
  async oldestSeq(): Promise<number | undefined> {
    const [row] = await this.db.select({ seq: min(feedEvents.seq) }).from(feedEvents);
    return row?.seq == null ? undefined : Number(row.seq);
  }

  async headSeq(): Promise<number> {
    const [row] = await this.db.select({ seq: max(feedEvents.seq) }).from(feedEvents);
    return Number(row?.seq ?? 0);
  }

  /** Keeps the newest `keep` events; older reconnects get a full initialTweets instead. */
  async pruneEvents(keep: number): Promise<void> {
    const head = await this.headSeq();
    if (head > keep) await this.db.delete(feedEvents).where(lt(feedEvents.seq, head - keep + 1));
  }
}

/** The feed log's advisory lock key (an arbitrary constant every node agrees on). */
const FEED_LOG_LOCK = 7_331_001;

/**
 * Events and the posts they changed in one statement: a CTE inserts the events, the outer
 * statement upserts the posts.
 */
function writeStatement(events: FeedEvent[], changed: Post[]) {
  const eventRows = events.map((e) => ({ seq: e.payload.seq, event: e.event, payload: e.payload }));
  return sql`
    with stored_events as (
      insert into feed_events (seq, event, payload)
      select seq, event, payload
      from jsonb_to_recordset(${JSON.stringify(eventRows)}::jsonb) as e(seq bigint, event text, payload jsonb)
    )
    insert into posts (id, seq, created_at, author_handle, platform, data)
    select id, seq, created_at, author_handle, platform, data
    from jsonb_to_recordset(${JSON.stringify(changed.map(toRow))}::jsonb)
      as p(id text, seq bigint, created_at timestamptz, author_handle text, platform text, data jsonb)
    on conflict (id) do update set
      seq = excluded.seq,
      created_at = excluded.created_at,
      author_handle = excluded.author_handle,
      platform = excluded.platform,
      data = excluded.data`;
}

function toRow(post: Post) {
  return {
    id: post.id,
    seq: post.seq,
    created_at: post.createdAt,
    author_handle: post.author.handle.toLowerCase(),
    platform: post.platform,
    data: post,
  };
}
