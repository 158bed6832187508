import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisUnavailable, startTestRedis, type TestRedis } from '../../test/redis-support.ts';
import { RedisWindowCounter } from './redis-window-counter.ts';
import { MemoryWindowCounter, type WindowCounter } from './window-counter.ts';

const skip = redisUnavailable();
if (skip) console.warn(`Redis window counter tests skipped: ${skip}`);

type Case = { name: string; make: () => WindowCounter };

let redis: TestRedis | undefined;
let client: Redis | undefined;
const errors: Error[] = [];

const cases: Case[] = [{ name: 'memory', make: () => new MemoryWindowCounter() }];
if (!skip) {
  cases.push({
    name: 'Redis',
    make: () => new RedisWindowCounter(client as Redis, (err) => errors.push(err)),
  });
}

beforeAll(async () => {
  if (skip) return;
  redis = await startTestRedis();
  client = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  await new Promise((resolve) => client?.once('ready', resolve));
});
afterAll(async () => {
  client?.disconnect();
  await redis?.stop();
});

const key = () => `k-${randomUUID()}`;

describe.each(cases)('window counter in $name', ({ make }) => {
  it('answers each add atomically, so 40 parallel adds see 1 to 40 once each', async () => {
    const counter = make();
    const k = key();
    const counts = await Promise.all(Array.from({ length: 40 }, () => counter.add(k, 1, 60_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('gives back with a negative add and starts over after clear', async () => {
    const counter = make();
    const k = key();
    await counter.add(k, 1, 60_000);
    await counter.add(k, 1, 60_000);
    expect(await counter.add(k, -1, 60_000)).toBe(1);
    await counter.clear(k);
    expect(await counter.add(k, 1, 60_000)).toBe(1);
  });

  it('takes at most max uses in the sliding window, parallel takes included', async () => {
    const counter = make();
    const k = key();
    const taken = await Promise.all(Array.from({ length: 12 }, () => counter.take(k, 5, 60_000)));
    expect(taken.filter(Boolean)).toHaveLength(5);
    expect(await counter.take(key(), 5, 60_000)).toBe(true);
  });
});

describe.skipIf(skip)('Redis window counter while Redis is away', () => {
  it('counts in memory on this node instead of failing, and shares again once Redis is back', async () => {
    const counter = new RedisWindowCounter(client as Redis, (err) => errors.push(err));
    const other = new RedisWindowCounter(client as Redis, () => undefined);
    const k = key();
    expect(await counter.add(k, 1, 60_000)).toBe(1);
    await redis?.stop();
    expect(await counter.add(k, 1, 60_000)).toBe(1);
    expect(await counter.take(k, 1, 60_000)).toBe(true);
    expect(await counter.take(k, 1, 60_000)).toBe(false);
    expect(errors.length).toBeGreaterThan(0);
    await redis?.start();
    if (client?.status !== 'ready') await new Promise((resolve) => client?.once('ready', resolve));
    expect(await other.add(key(), 1, 60_000)).toBe(1);
  });
});
