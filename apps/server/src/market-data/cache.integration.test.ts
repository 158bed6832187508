import type { AddressMarket } from '@launchdeck/protocol';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisUnavailable, startTestRedis, type TestRedis } from '../../test/redis-support.ts';
import { RedisWindowCounter } from '../limits/redis-window-counter.ts';
import { MemoryMarketCache, RedisMarketCache } from './cache.ts';
import { ProviderPacer } from './pacer.ts';

const A = '5fLWHE32ZxWcAPEqVRVQkRwDwF3BN34TqWBWKjakpump';
const BNB = '0x52908400098527886E0F7030069857D2E4169EE7';
const market = (address: string, chain: AddressMarket['chain'] = 'solana'): AddressMarket => ({
  address,
  chain,
  marketCapUsd: 31_000,
  source: 'dexscreener',
  fetchedAt: 1,
});

describe('MemoryMarketCache', () => {
  it('answers within its time to live, then misses', async () => {
    const cache = new MemoryMarketCache(40);
    await cache.set([market(A)]);
    expect(await cache.get('solana', [A, BNB])).toEqual([market(A), undefined]);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get('solana', [A])).toEqual([undefined]);
  });
});

const skip = redisUnavailable();

describe.skipIf(skip)('RedisMarketCache and the pacer on Redis (two nodes)', () => {
  let redis: TestRedis;
  let first: Redis;
  let second: Redis;

  beforeAll(async () => {
    redis = await startTestRedis();
    first = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    second = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    await Promise.all([first.ping(), second.ping()]);
  });
  afterAll(async () => {
    first.disconnect();
    second.disconnect();
    await redis.stop();
  });

  it("answers one node's read on another, a 0x address in any case, until it expires", async () => {
    const errors: Error[] = [];
    const a = new RedisMarketCache(first, 300, (e) => errors.push(e));
    const b = new RedisMarketCache(second, 300, (e) => errors.push(e));
    await a.set([market(A), market(BNB, 'bnb')]);
    expect(await b.get('solana', [A])).toEqual([market(A)]);
    expect(await b.get('bnb', [BNB.toLowerCase()])).toEqual([
      { ...market(BNB, 'bnb'), address: BNB.toLowerCase() },
    ]);
    expect(Number(await second.pttl(`launchdeck:market:solana:${A}`))).toBeLessThanOrEqual(300);
    await new Promise((r) => setTimeout(r, 350));
    const c = new RedisMarketCache(second, 300, (e) => errors.push(e));
    expect(await c.get('solana', [A])).toEqual([undefined]);
    expect(errors).toEqual([]);
  });

  it('takes an entry that no longer parses for a miss', async () => {
    await first.set(`launchdeck:market:solana:${A}`, '{"address":1}', 'PX', 1000);
    const cache = new RedisMarketCache(second, 1000, () => undefined);
    expect(await cache.get('solana', [A])).toEqual([undefined]);
  });

  it('gives one slot at a time to the two nodes together', async () => {
    const slept: number[] = [];
    const sleep = (ms: number) => {
      slept.push(ms);
      return new Promise<void>((r) => setTimeout(r, ms));
    };
    const one = new ProviderPacer(new RedisWindowCounter(first, () => {}), 'pace-test', 600, sleep);
    const two = new ProviderPacer(
      new RedisWindowCounter(second, () => {}),
      'pace-test',
      600,
      sleep,
    );
    const started = performance.now();
    await Promise.all([one.slot(), two.slot(), one.slot()]);
    // Three calls at 600 a minute (100 ms slots): the third is in the third slot.
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(slept.length).toBeGreaterThanOrEqual(2);
  });

  it('goes on as a miss while Redis is away', async () => {
    const errors: Error[] = [];
    const away = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    const cache = new RedisMarketCache(away, 1000, (e) => errors.push(e));
    expect(await cache.get('solana', [A])).toEqual([undefined]);
    await cache.set([market(A)]);
    // Its own memory still answers.
    expect(await cache.get('solana', [A])).toEqual([market(A)]);
    expect(errors.length).toBeGreaterThan(0);
    away.disconnect();
  });
});
