import type { FeedEvent, Post } from '@launchdeck/protocol';
import { and, asc, count, desc, gt, inArray, lt, lte, max, min, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../storage/database.ts';
import type { PreparedStatement, PrepareStatement } from '../storage/prepared-statements.ts';
import { feedEvents, posts } from '../storage/schema.ts';
import { authorNotBlocked } from './blocked/repository.ts';
import { SerialQueue } from './serial-queue.ts';

type Build<T> = (
  known: Map<string, Post>,
  nextSeq: () => number,
) => { events: FeedEvent[]; changed: Post[]; result: T };

/** Storage of the feed: the posts' latest versions and the ordered event log. */
export class FeedRepository {
  /** The embedded database's head seq once read (see `embedded`); undefined until then. */
  private head: number | undefined;
  /** The embedded database's appends, one after another. */
  private readonly turns = new SerialQueue();
  /** The embedded append's write, planned once (storage/prepared-statements.ts). */
  private readonly writeNew: PreparedStatement | undefined;

  /**
   * `embedded`: this process is the database's only writer (PGlite). Its appends then take no
   * advisory lock and keep the head seq in memory between them, and a plain append is a read and
   * a write statement, each atomic by itself, with no transaction around them; of posts not stored
   * yet, the write alone. A new post is then sent after one statement instead of five. Should
   * another writer have moved the head, the write fails on the log's primary key and the next
   * append reads the head again. `embedded` is the embedded database's prepared statements: the
   * write of a new post is planned once and run by name.
   */
  constructor(
    private readonly db: Database,
    options: { embedded?: PrepareStatement } = {},
  ) {
    this.writeNew = options.embedded?.('feed_append_new', ['jsonb', 'jsonb', 'jsonb'], WRITE_BODY);
  }

  /**
   * Appends to the log so seqs are contiguous and seq order is commit order on every node: once
   * any node sees seq N stored, every smaller seq is stored too. On PostgreSQL that is one
   * transaction holding the feed's advisory lock from reading the head to committing. `build` is
   * handed the stored versions of the posts named by `ids` (read under the lock) and a counter of
   * the next seqs, and answers the events and the posts they changed.
   */
  append<T>(ids: string[], build: Build<T>): Promise<T> {
    if (!this.writeNew) {
      return this.appendIf(ids, async () => true, build) as Promise<T>;
    }
    return this.embeddedTurn(
      async () => (await this.appendNew(ids, build)) ?? this.appendIn(this.db, ids, build),
    );
  }

  /**
   * As append, with `guard` run first inside the same transaction (after the lock): when it
   * answers false nothing is appended and the answer is undefined; when the append fails, what
   * `guard` wrote is rolled back with it (a block and its feed event happen together or not).
   */
  appendIf<T>(
    ids: string[],
    guard: (tx: Database) => Promise<boolean>,
    build: Build<T>,
  ): Promise<T | undefined> {
    const guarded = async (tx: Database) =>
      (await guard(tx)) ? this.appendIn(tx, ids, build) : { result: undefined };
    if (this.writeNew) {
      return this.embeddedTurn(() => this.db.transaction(guarded));
    }
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FEED_LOG_LOCK})`);
      return (await guarded(tx)).result;
    });
  }

  /**
   * Runs an embedded append after the one before, and keeps the head it reached once it has
   * committed; a failed one forgets the head, read again by the next.
   */
  private async embeddedTurn<T>(append: () => Promise<{ result: T; head?: number }>): Promise<T> {
    return this.turns.run(async () => {
      try {
        const { result, head } = await append();
        if (head !== undefined) this.head = head;
        return result;
      } catch (error) {
        this.head = undefined;
        throw error;
      }
    });
  }

  /**
   * The embedded append of posts not stored yet, in one statement: built as if none of `ids` were
   * stored, and written only if so. Undefined (nothing written) when the head is not known yet,
   * when that build makes no event (an update of a stored post) or when one of `ids` is stored:
   * the append then reads them and builds again.
   */
  private async appendNew<T>(
    ids: string[],
    build: Build<T>,
  ): Promise<{ result: T; head: number } | undefined> {
    if (this.head === undefined || !this.writeNew) return undefined;
    let seq = this.head;
    const { events, changed, result } = build(new Map(), () => ++seq);
    if (events.length === 0) return undefined;
    const [row] = await this.writeNew(writeArgs(events, changed, ids));
    return row?.written === true ? { result, head: seq } : undefined;
  }

  /** Reads the head and the known posts, builds, writes; answers the result and the new head. */
  private async appendIn<T>(
    db: Database,
    ids: string[],
    build: Build<T>,
  ): Promise<{ result: T; head: number }> {
    const { head, known } = await this.readForAppend(db, ids);
    let seq = head;
    const { events, changed, result } = build(known, () => ++seq);
    if (events.length > 0) await db.execute(writeStatement(writeArgs(events, changed)));
    return { result, head: seq };
  }

  /**
   * The head and the stored posts named by `ids` in one round trip, read after the lock (a new
   * statement, so a new snapshot that sees every earlier append); the embedded head from memory
   * once known, and no read at all when there is nothing else to read.
   */
  private async readForAppend(
    db: Database,
    ids: string[],
  ): Promise<{ head: number; known: Map<string, Post> }> {
    const cached = this.writeNew ? this.head : undefined;
    if (cached !== undefined && ids.length === 0) return { head: cached, known: new Map() };
    const wanted =
      ids.length > 0
        ? sql`id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`;
    const head = cached === undefined ? sql`(select max(seq) from feed_events)` : sql`null`;
    const [row] = rowsOf<{ head: string | number | null; known: Post[] | null }>(
      await db.execute(sql`
        select ${head} as head,
               (select jsonb_agg(data) from posts where ${wanted}) as known`),
    );
    return {
      head: cached ?? Number(row?.head ?? 0),
      known: new Map((row?.known ?? []).map((post) => [post.id, post])),
    };
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
   * Newest first by arrival: the `seq` column is the seq of the post's first event in the log
   * (an update keeps it), never the post's own time (issue 46). Blocked accounts' posts stay
   * stored but are never read into a feed.
   */
  async newestPosts(limit: number): Promise<Post[]> {
    const rows = await this.db
      .select({ data: posts.data })
      .from(posts)
      .where(authorNotBlocked(this.db, posts.authorHandle))
      .orderBy(desc(posts.seq))
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
 * Events and the posts they changed in one statement: CTEs insert the events and upsert the
 * posts, and the statement answers whether it wrote them. It writes nothing (and answers false)
 * when one of the posts named by $1 (a JSON array of ids, empty for none) is stored already.
 * $2 is the events' rows and $3 the posts' rows, as JSON (writeArgs).
 */
const WRITE_BODY = `
    with go as (
      select not exists (
        select 1 from posts where id in (select jsonb_array_elements_text($1::jsonb))
      ) as written
    ),
    stored_events as (
      insert into feed_events (seq, event, payload)
      select seq, event, payload
      from jsonb_to_recordset($2::jsonb) as e(seq bigint, event text, payload jsonb)
      where (select written from go)
    ),
    stored_posts as (
      insert into posts (id, seq, created_at, author_handle, platform, data)
      select id, seq, created_at, author_handle, platform, data
      from jsonb_to_recordset($3::jsonb)
        as p(id text, seq bigint, created_at timestamptz, author_handle text, platform text, data jsonb)
      where (select written from go)
      on conflict (id) do update set
        created_at = excluded.created_at,
        author_handle = excluded.author_handle,
        platform = excluded.platform,
        data = excluded.data
    )
    select written from go`;

/** WRITE_BODY's parameters: `onlyIfNew`'s ids (none: written whatever is stored), events, posts. */
function writeArgs(events: FeedEvent[], changed: Post[], onlyIfNew: string[] = []): string[] {
  const eventRows = events.map((e) => ({ seq: e.payload.seq, event: e.event, payload: e.payload }));
  return [JSON.stringify(onlyIfNew), JSON.stringify(eventRows), JSON.stringify(changed.map(toRow))];
}

/** WRITE_BODY as a drizzle statement, its $n bound to `args`. */
function writeStatement(args: string[]) {
  const parts = WRITE_BODY.split(/\$(\d)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${args[Number(part) - 1]}`)),
  );
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
