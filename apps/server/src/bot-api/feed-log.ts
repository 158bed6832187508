import type { BotFeedEvent, FeedEvent } from '@launchdeck/protocol';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../storage/database.ts';
import { botEventOf } from './events.ts';

/** One page of the feed log as a bot reads it (botEventsAfter). */
export type BotEventsPage = {
  /** The events that carry a post, in seq order. */
  events: BotFeedEvent[];
  /** The seq of the first event read, carried or not; absent when none was. */
  first?: number;
  /** The seq of the last event read, carried or not; `since` when none was. */
  last: number;
  /** Whether the log holds events past the page. */
  more: boolean;
};

/**
 * At most `limit` events of the feed log (feed_events) after `since`, as a bot reads them:
 * GET /api/v1/posts's page and the stream's replay and catch-up.
 */
export async function botEventsAfter(
  db: Database,
  since: number,
  limit: number,
): Promise<BotEventsPage> {
  const rows = rowsOf<{ seq: string | number; event: string; payload: unknown }>(
    await db.execute(sql`
      select seq, event, payload from feed_events where seq > ${since}
      order by seq limit ${limit + 1}`),
  );
  const read = rows.slice(0, limit);
  const events = read.flatMap((row) => {
    const event = botEventOf(Number(row.seq), {
      event: row.event,
      payload: row.payload,
    } as FeedEvent);
    return event ? [event] : [];
  });
  const [firstRow, lastRow] = [read[0], read.at(-1)];
  return {
    events,
    ...(firstRow ? { first: Number(firstRow.seq) } : {}),
    last: lastRow ? Number(lastRow.seq) : since,
    more: rows.length > limit,
  };
}

/** The feed log's newest and oldest seqs kept (0 and 0 for an empty log). */
export async function logBounds(db: Database): Promise<{ head: number; oldest: number }> {
  const [bounds] = rowsOf<{ head: string | number | null; oldest: string | number | null }>(
    await db.execute(sql`select max(seq) as head, min(seq) as oldest from feed_events`),
  );
  return { head: Number(bounds?.head ?? 0), oldest: Number(bounds?.oldest ?? 0) };
}
