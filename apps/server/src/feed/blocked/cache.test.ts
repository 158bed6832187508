import { describe, expect, it } from 'vitest';
import { BlockedCache } from './cache.ts';

function cacheOver(lists: string[][], cacheMs = 5000) {
  let clock = 0;
  let reads = 0;
  const cache = new BlockedCache(
    async () => lists[Math.min(reads++, lists.length - 1)] ?? [],
    cacheMs,
    () => clock,
  );
  return {
    cache,
    reads: () => reads,
    pass: (ms: number) => {
      clock += ms;
    },
  };
}

describe('the blocked list in memory', () => {
  it('reads the list once while it is fresh', async () => {
    const { cache, reads, pass } = cacheOver([['spammer']]);
    expect(await cache.handles()).toEqual(new Set(['spammer']));
    pass(5000);
    expect(await cache.handles()).toEqual(new Set(['spammer']));
    expect(reads()).toBe(1);
  });

  it('reads it again once the cache time has passed', async () => {
    const { cache, reads, pass } = cacheOver([['spammer'], []]);
    await cache.handles();
    pass(5001);
    expect(await cache.handles()).toEqual(new Set());
    expect(reads()).toBe(2);
  });

  it('reads it again at once when it is forgotten (a change was heard)', async () => {
    const { cache, reads } = cacheOver([[], ['spammer']]);
    await cache.handles();
    cache.forget();
    expect(await cache.handles()).toEqual(new Set(['spammer']));
    expect(reads()).toBe(2);
  });
});
