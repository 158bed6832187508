import type { BotFeedEvent } from '@launchdeck/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { FeedBus, FeedChange } from '../feed/index.ts';
import type { Database } from '../storage/database.ts';
import { botEventOf } from './events.ts';
import { botEventsAfter, logBounds } from './feed-log.ts';

/** How often a node of several reads the log for events the bus did not bring, while streams listen. */
export const TAIL_POLL_MS = 1_000;
/** Events read from storage at a time when the bus skipped some. */
const CATCH_UP_PAGE = 500;

/** A feed event as the streams send it, with its JSON text (encoded once for every stream). */
export type TailEvent = { event: BotFeedEvent; text: string };
export type TailListener = (event: TailEvent) => void;

/**
 * This node's follower of the feed log for the bot streams: tells its listeners each stored event
 * that carries a post (botEventOf), strictly in seq order, each once. Events come from the bus;
 * seqs are contiguous and committed in order (the log's append lock), so an event past the next
 * seq means the bus skipped some (another node's message lost or late): they are read from
 * storage first. On a bus shared by several nodes, the log is also read every TAIL_POLL_MS while
 * anyone listens, for a message Redis lost with nothing after it.
 *
 * A listener hears the events after `head` as it was when it started listening; while no one
 * listens, the tail only moves its head on.
 */
export class FeedTail {
  private headSeq = 0;
  private readonly listeners = new Set<TailListener>();
  private unsubscribe: (() => void) | undefined;
  private poll: NodeJS.Timeout | undefined;
  private catchingUp: Promise<void> | undefined;
  private catchUpAgain = false;

  constructor(
    private readonly deps: {
      db: Database;
      bus: FeedBus;
      log: FastifyBaseLogger;
      pollMs?: number;
    },
  ) {}

  /** The seq of the last event told (or passed while no one listened). */
  get head(): number {
    return this.headSeq;
  }

  /** Follows the bus from the log's head now. */
  async start(): Promise<void> {
    this.unsubscribe = this.deps.bus.subscribe((changes) => this.accept(changes));
    const { head } = await logBounds(this.deps.db);
    this.headSeq = Math.max(this.headSeq, head);
    if (this.deps.bus.shared) {
      this.poll = setInterval(() => {
        if (this.listeners.size > 0) this.catchUp();
      }, this.deps.pollMs ?? TAIL_POLL_MS);
      this.poll.unref();
    }
  }

  /** Hears every event after `head` from now on; returns the call that stops it. */
  listen(listener: TailListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async stop(): Promise<void> {
    clearInterval(this.poll);
    this.unsubscribe?.();
    this.listeners.clear();
    await this.catchingUp;
  }

  private accept(changes: FeedChange[]): void {
    for (const { event } of changes) {
      const seq = event.payload.seq;
      if (seq <= this.headSeq) continue;
      if (this.listeners.size === 0) {
        this.headSeq = seq;
        continue;
      }
      if (seq !== this.headSeq + 1) {
        this.catchUp();
        return;
      }
      this.tell(seq, botEventOf(seq, event));
    }
  }

  private tell(seq: number, event: BotFeedEvent | undefined): void {
    this.headSeq = seq;
    if (!event) return;
    const told = { event, text: JSON.stringify(event) };
    for (const listener of this.listeners) {
      try {
        listener(told);
      } catch (error) {
        this.deps.log.error({ err: error }, 'bot stream: a listener failed');
      }
    }
  }

  /** Reads and tells, in order, every stored event past the head; one reader at a time. */
  private catchUp(): void {
    if (this.catchingUp) {
      this.catchUpAgain = true;
      return;
    }
    this.catchingUp = this.readOn()
      .catch((error: unknown) =>
        this.deps.log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'bot stream: reading the feed log failed; the next event or poll tries again',
        ),
      )
      .finally(() => {
        this.catchingUp = undefined;
        if (this.catchUpAgain) {
          this.catchUpAgain = false;
          this.catchUp();
        }
      });
  }

  private async readOn(): Promise<void> {
    for (;;) {
      const page = await botEventsAfter(this.deps.db, this.headSeq, CATCH_UP_PAGE);
      // The bus may have told some of these meanwhile: the page is every stored event after the
      // head it was read from, so what is past the head now follows it without a hole.
      for (const event of page.events) if (event.seq > this.headSeq) this.tell(event.seq, event);
      this.headSeq = Math.max(this.headSeq, page.last);
      if (!page.more) return;
    }
  }
}
