import { type FeedEvent, LIMITS, type Post } from '@launchdeck/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { emitToRoom } from '../realtime/room-fanout.ts';
import { ROOMS } from '../realtime/rooms.ts';
import type { RealtimeServer, RealtimeSocket } from '../realtime/types.ts';
import { type BlockEvent, isBlockEvent } from './blocked/events.ts';
import type { BlockedAccounts } from './blocked/service.ts';
import type { FeedBus, FeedChange } from './bus.ts';
import { type PipelineObserver, UNOBSERVED } from './observer.ts';
import { postOfEvent } from './post-of-event.ts';
import type { RecentPosts } from './recent-posts.ts';
import type { FeedRepository } from './repository.ts';
import type { SerialQueue } from './serial-queue.ts';

/** How often a node of several checks storage for events the bus did not bring it. */
export const FEED_POLL_MS = 1000;

/** The one cast between the stored event union and Socket.IO's per-event typing. */
function emitFeedEvent(target: Pick<RealtimeSocket, 'emit'>, event: FeedEvent): void {
  (target.emit as (name: string, payload: unknown) => void).call(
    target,
    event.event,
    event.payload,
  );
}

/**
 * Fans feed events out to this process's `feed` room (emitToRoom: one encode and one WebSocket
 * frame per event) strictly in seq order, and brings a connecting browser up to date: a replay
 * of what it missed since `lastSeq`, else initialTweets. Seqs are contiguous and committed in order (the log's append
 * lock), so an event past the next expected seq means this node missed some: it reads them from
 * storage before going on, and a browser's lastSeq never skips an event on any node. Everything
 * runs in the ingest queue, so no event lands between a snapshot and joining the room.
 *
 * Blocked accounts' posts are never in a snapshot: they are not read from storage, and
 * account_blocked takes them out of the recent posts on every node, in seq order; after an
 * account_unblocked the next snapshot reads them again.
 */
export class FeedChannel {
  private unsubscribe: (() => void) | undefined;
  private poll: NodeJS.Timeout | undefined;
  private catchUpQueued = false;
  /** An account was unblocked since the recent posts were read: its stored posts come back. */
  private reloadDue = false;

  constructor(
    private readonly io: RealtimeServer,
    private readonly deps: {
      repo: FeedRepository;
      recent: RecentPosts;
      bus: FeedBus;
      queue: SerialQueue;
      blocked: Pick<BlockedAccounts, 'forget'>;
      log: FastifyBaseLogger;
      pollMs?: number;
      /** Told of each event emitted to the feed room (GET /metrics). */
      observer?: Pick<PipelineObserver, 'fannedOut'>;
    },
  ) {}

  async start(): Promise<void> {
    const [posts, head] = await Promise.all([
      this.deps.repo.newestPosts(LIMITS.initialPostsSent),
      this.deps.repo.headSeq(),
    ]);
    this.deps.recent.load(posts, head);
    this.unsubscribe = this.deps.bus.subscribe((changes, local) => {
      // A local batch is told while its ingest job holds the queue; another node's waits its turn.
      if (local) this.accept(changes);
      else this.inQueue(async () => this.accept(changes));
    });
    if (this.deps.bus.shared) {
      this.poll = setInterval(() => this.requestCatchUp(), this.deps.pollMs ?? FEED_POLL_MS);
      this.poll.unref();
    }
  }

  stop(): void {
    clearInterval(this.poll);
    this.unsubscribe?.();
  }

  deliver(socket: RealtimeSocket, lastSeq: number | undefined): Promise<void> {
    return this.deps.queue.run(async () => {
      if (!socket.connected) return;
      // The browser saw more than this node has sent: it came from a node that is ahead.
      if (lastSeq !== undefined && lastSeq > this.deps.recent.headSeq) await this.catchUp();
      const replay = lastSeq === undefined ? undefined : await this.missedSince(lastSeq);
      if (replay) {
        const last = replay.at(-1);
        if (last) socket.emit('feed_replay', { throughSeq: last.payload.seq });
        for (const event of replay) emitFeedEvent(socket, event);
      } else {
        if (this.reloadDue) await this.reloadAfterUnblock();
        socket.emit('initialTweets', this.deps.recent.newest(LIMITS.initialPostsSent));
      }
      await socket.join(ROOMS.feed);
    });
  }

  private accept(changes: FeedChange[]): void {
    for (const change of changes) {
      const seq = change.event.payload.seq;
      const head = this.deps.recent.headSeq;
      if (seq <= head) continue;
      if (seq !== head + 1) {
        this.requestCatchUp();
        return;
      }
      this.send(change);
    }
  }

  private send({ event, post }: FeedChange): void {
    if (isBlockEvent(event)) this.blockChanged(event);
    else if (post) this.deps.recent.upsert(post);
    this.deps.recent.advance(event.payload.seq);
    // Local only: every process hears of the event and serves its own sockets.
    emitToRoom(this.io, ROOMS.feed, event.event, event.payload);
    (this.deps.observer ?? UNOBSERVED).fannedOut(event);
  }

  private blockChanged(event: BlockEvent): void {
    // Changed on this node or another: this node's ingest follows from now on, rather than when
    // its copy of the blocked list runs out.
    this.deps.blocked.forget();
    if (event.event === 'account_blocked') this.deps.recent.dropAuthor(event.payload.handle);
    else this.reloadDue = true;
  }

  private requestCatchUp(): void {
    if (this.catchUpQueued) return;
    this.catchUpQueued = true;
    this.inQueue(async () => {
      this.catchUpQueued = false;
      await this.catchUp();
    });
  }

  /** Sends on, in order, every stored event past this node's head. Runs in the queue. */
  private async catchUp(): Promise<void> {
    for (;;) {
      const events = await this.deps.repo.eventsAfter(this.deps.recent.headSeq, LIMITS.catchUpMax);
      if (events.length === 0) return;
      const posts = await this.postsOf(events);
      for (const event of events) {
        const post = postOfEvent(event) ?? posts.get(eventPostId(event) ?? '');
        // An update of a post no longer stored changes nothing here.
        if (post || isBlockEvent(event)) this.send({ event, post });
        else this.deps.recent.advance(event.payload.seq);
      }
      if (events.length < LIMITS.catchUpMax) return;
    }
  }

  /**
   * An account was unblocked since the recent posts were read (account_unblocked, from any node):
   * its stored posts come back, so the recent posts are read again. Only posts up to this node's
   * head, so the events past it still arrive in order. Runs in the queue.
   */
  private async reloadAfterUnblock(): Promise<void> {
    const head = this.deps.recent.headSeq;
    const posts = await this.deps.repo.newestPosts(LIMITS.initialPostsSent);
    this.deps.recent.load(
      posts.filter((post) => post.seq <= head),
      head,
    );
    this.reloadDue = false;
  }

  /** The latest stored version of the posts that updates name only by id. */
  private async postsOf(events: FeedEvent[]): Promise<Map<string, Post>> {
    const ids = events.flatMap((e) => (postOfEvent(e) ? [] : (eventPostId(e) ?? [])));
    const found = await this.deps.repo.findPosts([...new Set(ids)]);
    return new Map(found.map((post) => [post.id, post]));
  }

  /** The events after lastSeq up to this node's head, or undefined when the log is too short. */
  private async missedSince(lastSeq: number): Promise<FeedEvent[] | undefined> {
    const head = this.deps.recent.headSeq;
    if (lastSeq > head || head - lastSeq > LIMITS.catchUpMax) return undefined;
    if (lastSeq === head) return [];
    const oldest = await this.deps.repo.oldestSeq();
    if (oldest === undefined || oldest > lastSeq + 1) return undefined;
    return this.deps.repo.eventsAfter(lastSeq, LIMITS.catchUpMax, head);
  }

  private inQueue(job: () => Promise<void>): void {
    this.deps.queue.run(job).catch((err: unknown) => this.deps.log.error({ err }, 'feed catch-up'));
  }
}

/** The id an update names its post by (every event has one but the account updates). */
function eventPostId(event: FeedEvent): string | undefined {
  return 'id' in event.payload ? event.payload.id : undefined;
}
