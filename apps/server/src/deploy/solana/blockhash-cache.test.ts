import { afterEach, describe, expect, it } from 'vitest';
import { BlockhashCache } from './blockhash-cache.ts';
import type { LatestBlockhash } from './rpc-client.ts';

/** A getLatestBlockhash the test answers by hand, counting calls. */
function manualRpc() {
  const pending: Array<(value: LatestBlockhash) => void> = [];
  let calls = 0;
  return {
    fetch: (_signal: AbortSignal) => {
      calls++;
      return new Promise<LatestBlockhash>((resolve) => pending.push(resolve));
    },
    answer(blockhash: string) {
      const resolve = pending.shift();
      if (!resolve) throw new Error('no getLatestBlockhash is waiting');
      resolve({ blockhash, lastValidBlockHeight: 150 });
    },
    get calls() {
      return calls;
    },
  };
}

describe('BlockhashCache', () => {
  let now = 0;
  let cache: BlockhashCache;
  afterEach(() => cache.close());

  function start() {
    now = 10_000;
    const rpc = manualRpc();
    cache = new BlockhashCache(rpc.fetch, { now: () => now });
    return rpc;
  }
  const signal = () => new AbortController().signal;

  it('fetches the first one, then answers from the cache while it is fresh', async () => {
    const rpc = start();
    const first = cache.get(signal());
    rpc.answer('hash-1');
    expect((await first).blockhash).toBe('hash-1');

    now += 1000;
    expect((await cache.get(signal())).blockhash).toBe('hash-1');
    expect(cache.peek()?.blockhash).toBe('hash-1');
    expect(rpc.calls).toBe(1);
  });

  it('says whether a blockhash it gave may still be signed with (20 s)', async () => {
    const rpc = start();
    const first = cache.get(signal());
    rpc.answer('hash-1');
    const given = await first;
    now += 20_000;
    expect(cache.isUsable(given)).toBe(true);
    now += 1;
    expect(cache.isUsable(given)).toBe(false);
  });

  it('answers a stale one at once and fetches the next behind it', async () => {
    const rpc = start();
    const first = cache.get(signal());
    rpc.answer('hash-1');
    await first;

    now += 5000;
    expect((await cache.get(signal())).blockhash).toBe('hash-1');
    expect(rpc.calls).toBe(2);
    rpc.answer('hash-2');
    await expect.poll(() => cache.peek()?.blockhash).toBe('hash-2');
  });

  it('waits for a new one when the cached one is too old to send with', async () => {
    const rpc = start();
    const first = cache.get(signal());
    rpc.answer('hash-1');
    await first;

    now += 25_000;
    expect(cache.peek()).toBeUndefined();
    const next = cache.get(signal());
    rpc.answer('hash-2');
    expect((await next).blockhash).toBe('hash-2');
  });

  it('shares one fetch among concurrent launches; one abort leaves the others waiting', async () => {
    const rpc = start();
    const controller = new AbortController();
    const reason = new Error('deadline');
    const aborted = cache.get(controller.signal);
    const waiting = cache.get(signal());
    controller.abort(reason);
    await expect(aborted).rejects.toBe(reason);

    rpc.answer('hash-1');
    expect((await waiting).blockhash).toBe('hash-1');
    expect(rpc.calls).toBe(1);
  });

  it('forgets its blockhash when told the network did', async () => {
    const rpc = start();
    const first = cache.get(signal());
    rpc.answer('hash-1');
    await first;

    cache.invalidate();
    const next = cache.get(signal());
    rpc.answer('hash-2');
    expect((await next).blockhash).toBe('hash-2');
  });
});
