import { type FeedEvent, LIMITS } from '@launchdeck/protocol';
import type { FeedBus } from '../feed/bus.ts';
import type { RecentPosts } from '../feed/recent-posts.ts';
import type { FeedRepository } from '../feed/repository.ts';
import type { SerialQueue } from '../feed/serial-queue.ts';
import { ROOMS } from './rooms.ts';
import type { RealtimeServer, RealtimeSocket } from './types.ts';

type Emitter = Pick<RealtimeSocket, 'emit'> | ReturnType<RealtimeServer['to']>;

/** The one cast between the stored event union and Socket.IO's per-event typing. */
export function emitFeedEvent(target: Emitter, event: FeedEvent): void {
  (target.emit as (name: string, payload: unknown) => void).call(
    target,
    event.event,
    event.payload,
  );
}

/**
 * Fans feed events out to the `feed` room (one encode per broadcast) and brings a connecting
 * browser up to date: a replay of what it missed since `lastSeq`, else initialTweets. Delivery
 * runs in the ingest queue, so no event lands between the snapshot and joining the room.
 */
export class FeedChannel {
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly io: RealtimeServer,
    private readonly deps: {
      repo: FeedRepository;
      recent: RecentPosts;
      bus: FeedBus;
      queue: SerialQueue;
    },
  ) {}

  async start(): Promise<void> {
    const [posts, head] = await Promise.all([
      this.deps.repo.newestPosts(LIMITS.initialPostsSent),
      this.deps.repo.headSeq(),
    ]);
    this.deps.recent.load(posts, head);
    this.unsubscribe = this.deps.bus.subscribe(({ event, post }) => {
      this.deps.recent.upsert(post);
      this.deps.recent.advance(event.payload.seq);
      // Local only: with the Redis bus every process receives the event and serves its own sockets.
      emitFeedEvent(this.io.local.to(ROOMS.feed), event);
    });
  }

  stop(): void {
    this.unsubscribe?.();
  }

  deliver(socket: RealtimeSocket, lastSeq: number | undefined): Promise<void> {
    return this.deps.queue.run(async () => {
      if (!socket.connected) return;
      const replay = lastSeq === undefined ? undefined : await this.missedSince(lastSeq);
      if (replay) for (const event of replay) emitFeedEvent(socket, event);
      else socket.emit('initialTweets', this.deps.recent.newest(LIMITS.initialPostsSent));
      await socket.join(ROOMS.feed);
    });
  }

  /** The events after lastSeq, or undefined when the log no longer reaches back that far. */
  private async missedSince(lastSeq: number): Promise<FeedEvent[] | undefined> {
    const head = this.deps.recent.headSeq;
    if (lastSeq > head || head - lastSeq > LIMITS.catchUpMax) return undefined;
    if (lastSeq === head) return [];
    const oldest = await this.deps.repo.oldestSeq();
    if (oldest === undefined || oldest > lastSeq + 1) return undefined;
    return this.deps.repo.eventsAfter(lastSeq, LIMITS.catchUpMax);
  }
}
