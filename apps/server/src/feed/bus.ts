import type { FeedEvent, Post } from '@launchdeck/protocol';

/** A stored feed event and the post it changed, as the post now reads. */
export type FeedChange = { event: FeedEvent; post: Post };
export type FeedListener = (change: FeedChange) => void;

/** Carries stored feed changes to every server process's realtime gateway. */
export interface FeedBus {
  publish(changes: FeedChange[]): Promise<void>;
  subscribe(listener: FeedListener): () => void;
  close(): Promise<void>;
}

/** One process: listeners are called synchronously, in order. */
export class InProcessFeedBus implements FeedBus {
  private readonly listeners = new Set<FeedListener>();

  async publish(changes: FeedChange[]): Promise<void> {
    for (const change of changes) for (const listener of this.listeners) listener(change);
  }

  subscribe(listener: FeedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
