import type { FeedEvent, Post } from '@launchdeck/protocol';
import { asc, count, desc, gt, inArray, lt, max, min, sql } from 'drizzle-orm';
import type { Database } from '../storage/database.ts';
import { feedEvents, posts } from '../storage/schema.ts';

/** Storage of the feed: the posts' latest versions and the ordered event log. */
export class FeedRepository {
  constructor(private readonly db: Database) {}

  /** Reserves `count` consecutive-ish seqs from the log's sequence, in ascending order. */
  async allocateSeqs(count: number): Promise<number[]> {
    const rows = await this.db
      .select({ seq: sql<string | number>`nextval(pg_get_serial_sequence('feed_events', 'seq'))` })
      .from(sql`generate_series(1, ${count})`);
    return rows.map((row) => Number(row.seq)).sort((a, b) => a - b);
  }

  /**
   * Stores events and the posts they changed in one statement (so all or nothing, and one round
   * trip on the hot path instead of BEGIN, two inserts and COMMIT).
   */
  async write(events: FeedEvent[], changed: Post[]): Promise<void> {
    if (events.length === 0) return;
    const eventRows = events.map((e) => ({
      seq: e.payload.seq,
      event: e.event,
      payload: e.payload,
    }));
    const postRows = changed.map(toRow);
    await this.db.execute(sql`
      with stored_events as (
        insert into feed_events (seq, event, payload)
        select seq, event, payload
        from jsonb_to_recordset(${JSON.stringify(eventRows)}::jsonb) as e(seq bigint, event text, payload jsonb)
      )
      insert into posts (id, seq, created_at, author_handle, platform, data)
      select id, seq, created_at, author_handle, platform, data
      from jsonb_to_recordset(${JSON.stringify(postRows)}::jsonb)
        as p(id text, seq bigint, created_at timestamptz, author_handle text, platform text, data jsonb)
      on conflict (id) do update set
        seq = excluded.seq,
        created_at = excluded.created_at,
        author_handle = excluded.author_handle,
        platform = excluded.platform,
        data = excluded.data`);
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

  /** Newest first, by the time the post was published. */
  async newestPosts(limit: number): Promise<Post[]> {
    const rows = await this.db
      .select({ data: posts.data })
      .from(posts)
      .orderBy(desc(posts.createdAt), desc(posts.seq))
      .limit(limit);
    return rows.map((row) => row.data);
  }

  async eventsAfter(seq: number, limit: number): Promise<FeedEvent[]> {
    const rows = await this.db
      .select({ event: feedEvents.event, payload: feedEvents.payload })
      .from(feedEvents)
      .where(gt(feedEvents.seq, seq))
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
