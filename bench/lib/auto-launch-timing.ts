import { performance } from 'node:perf_hooks';
import bs58 from 'bs58';
import { type FeedChange, InProcessFeedBus } from '../../apps/server/src/feed/bus.ts';
import type { PlatformRequest } from './platform-requests.ts';

/**
 * When each post was stored, on performance.now()'s clock: the moment ingest hands its committed
 * batch to the feed bus (InProcessFeedBus.publish, wrapped here for the bench's process), in the
 * same turn and just before the bus tells its listeners, auto-launch's firer first and the
 * browsers' fan-out after it; and when the bus returned, every listener's synchronous part done
 * (the fan-out's frames written to every socket). A post's first publish counts (its `tweet`).
 * `stop` unwraps it.
 */
export function watchStored(): {
  storedAt: Map<string, number>;
  toldAt: Map<string, number>;
  stop: () => void;
} {
  const { publish } = InProcessFeedBus.prototype;
  const storedAt = new Map<string, number>();
  const toldAt = new Map<string, number>();
  InProcessFeedBus.prototype.publish = function (this: InProcessFeedBus, changes: FeedChange[]) {
    const at = performance.now();
    const answer = publish.call(this, changes);
    const told = performance.now();
    for (const { post } of changes) {
      if (!post || storedAt.has(post.id)) continue;
      storedAt.set(post.id, at);
      toldAt.set(post.id, told);
    }
    return answer;
  };
  return {
    storedAt,
    toldAt,
    stop: () => {
      InProcessFeedBus.prototype.publish = publish;
    },
  };
}

/**
 * The signature a Solana `sendTransaction` request sends (its transaction's first signature, the
 * one the RPC answers and the launch row keeps), so each request is told to its launch exactly;
 * undefined for any other request.
 */
export function sentSignature(request: PlatformRequest): string | undefined {
  if (typeof request.body !== 'string' || !request.body.includes('"sendTransaction"'))
    return undefined;
  const { method, params } = JSON.parse(request.body) as { method?: string; params?: unknown[] };
  const encoded = params?.[0];
  if (method !== 'sendTransaction' || typeof encoded !== 'string') return undefined;
  // The wire format: a short-vec count of signatures (one byte below 128), then 64 bytes each.
  const raw = Buffer.from(encoded, 'base64');
  return bs58.encode(raw.subarray(1, 65));
}
