import type { Redis } from 'ioredis';
import { type FeedChange, InProcessFeedBus } from './bus.ts';

const CHANNEL = 'launchdeck:feed';

type Envelope = { node: string; changes: FeedChange[] };

/**
 * N processes: a batch is told to this process's listeners at once and published on a Redis
 * channel for the others. Redis pub/sub keeps nothing, so a node that misses a message (Redis
 * down, a reconnect) learns of it from storage: the feed channel polls the log's head when the
 * bus is shared, and fills any gap in seq from the log.
 */
export class RedisFeedBus extends InProcessFeedBus {
  override readonly shared = true;

  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly node: string;
  private readonly onError: (error: Error) => void;

  /**
   * `pub` and `sub` are this bus's own connections (it closes neither); `sub` subscribes now or,
   * while Redis is away, as soon as it is back.
   */
  constructor(options: { pub: Redis; sub: Redis; node: string; onError: (error: Error) => void }) {
    super();
    this.pub = options.pub;
    this.sub = options.sub;
    this.node = options.node;
    this.onError = options.onError;
    this.sub.on('message', (channel: string, message: string) => {
      if (channel === CHANNEL) this.receive(message);
    });
    this.sub.subscribe(CHANNEL).catch(this.onError);
  }

  override async publish(changes: FeedChange[]): Promise<void> {
    // Held like this node's own listeners while a `first` listener holds them (auto-launch).
    await this.tell(changes, true);
    if (changes.length === 0) return;
    const envelope: Envelope = { node: this.node, changes };
    // Not awaited: a slow or absent Redis must not hold up the ingest answer; the others read
    // what they missed from storage.
    this.pub.publish(CHANNEL, JSON.stringify(envelope)).catch(this.onError);
  }

  override async close(): Promise<void> {
    await this.sub.unsubscribe(CHANNEL).catch(() => undefined);
    await super.close();
  }

  private receive(message: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch (error) {
      this.onError(error as Error);
      return;
    }
    if (envelope.node !== this.node) void this.tell(envelope.changes, false);
  }
}
