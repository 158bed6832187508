import type { FeedEvent, Post } from '@launchdeck/protocol';

/**
 * A stored feed event and the post it changed, as the post now reads; no post for an event that
 * changes no one post (account_blocked, account_unblocked).
 */
export type FeedChange = { event: FeedEvent; post?: Post };
/** A change of one post: what ingest stores for each item. */
export type PostChange = { event: FeedEvent; post: Post };
/**
 * Told of stored changes in seq order within a batch. `local` batches were stored by this
 * process (and are told while its ingest queue is running); others came from another node. A
 * listener subscribed `first` may answer a promise: the others are told once it settles (see
 * FeedBus.subscribe).
 */
export type FeedListener = (changes: FeedChange[], local: boolean) => void | Promise<void>;

/** Carries stored feed changes to every server process's realtime gateway. */
export interface FeedBus {
  /** True when other processes publish too, so a listener may hear of changes late or never. */
  readonly shared: boolean;
  publish(changes: FeedChange[]): Promise<void>;
  /**
   * `first`: told before every listener subscribed without it; when it answers a promise, the
   * others (the browsers' fan-out, other nodes) are told once it settles (auto-launch holds a post
   * it launches from until its platform request is out, a few milliseconds, bounded by the
   * listener). Otherwise in the order subscribed.
   */
  subscribe(listener: FeedListener, options?: { first?: boolean }): () => void;
  close(): Promise<void>;
}

/**
 * One process: listeners are called synchronously, in order, unless a `first` listener answers a
 * promise (then the rest once it settles).
 */
export class InProcessFeedBus implements FeedBus {
  readonly shared: boolean = false;
  private readonly firstListeners = new Set<FeedListener>();
  private readonly listeners = new Set<FeedListener>();

  async publish(changes: FeedChange[]): Promise<void> {
    await this.tell(changes, true);
  }

  subscribe(listener: FeedListener, options: { first?: boolean } = {}): () => void {
    const set = options.first ? this.firstListeners : this.listeners;
    set.add(listener);
    return () => set.delete(listener);
  }

  async close(): Promise<void> {
    this.firstListeners.clear();
    this.listeners.clear();
  }

  /** Tells every listener; answers a promise only when a `first` listener holds the others. */
  protected tell(changes: FeedChange[], local: boolean): void | Promise<void> {
    if (changes.length === 0) return;
    const holds: Promise<void>[] = [];
    for (const listener of this.firstListeners) {
      const hold = listener(changes, local);
      if (hold) holds.push(hold);
    }
    if (holds.length === 0) return this.tellRest(changes, local);
    return Promise.allSettled(holds).then(() => this.tellRest(changes, local));
  }

  private tellRest(changes: FeedChange[], local: boolean): void {
    for (const listener of this.listeners) listener(changes, local);
  }
}
