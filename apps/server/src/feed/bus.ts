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
 * process (and are told while its ingest queue is running); others came from another node.
 */
export type FeedListener = (changes: FeedChange[], local: boolean) => void;

/** Carries stored feed changes to every server process's realtime gateway. */
export interface FeedBus {
  /** True when other processes publish too, so a listener may hear of changes late or never. */
  readonly shared: boolean;
  publish(changes: FeedChange[]): Promise<void>;
  /**
   * `first`: told before every listener subscribed without it (auto-launch matches a post before
   * the browsers' fan-out hears of it); otherwise in the order subscribed.
   */
  subscribe(listener: FeedListener, options?: { first?: boolean }): () => void;
  close(): Promise<void>;
}

/** One process: listeners are called synchronously, in order. */
export class InProcessFeedBus implements FeedBus {
  readonly shared: boolean = false;
  private readonly firstListeners = new Set<FeedListener>();
  private readonly listeners = new Set<FeedListener>();

  async publish(changes: FeedChange[]): Promise<void> {
    this.tell(changes, true);
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

  protected tell(changes: FeedChange[], local: boolean): void {
    if (changes.length === 0) return;
    for (const listener of this.firstListeners) listener(changes, local);
    for (const listener of this.listeners) listener(changes, local);
  }
}
