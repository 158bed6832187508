import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { MemoryWindowCounter, type WindowCounter } from './window-counter.ts';

const PREFIX = 'launchdeck:limit:';

// Fixed window: INCRBY, and the expiry set by the add that opened the window.
const ADD = `
local n = redis.call('INCRBY', KEYS[1], ARGV[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return n`;

// Sliding window over a sorted set scored by Redis's own clock, so every node agrees on "now".
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return 1`;

/**
 * Counts shared by every node, each step one Lua script (atomic in Redis). While Redis cannot be
 * reached the node counts in memory instead, so logins and chat keep working with per-node
 * limits until it is back.
 */
export class RedisWindowCounter implements WindowCounter {
  private readonly fallback = new MemoryWindowCounter();

  constructor(
    private readonly redis: Redis,
    private readonly onError: (error: Error) => void,
  ) {}

  async add(key: string, delta: number, windowMs: number): Promise<number> {
    try {
      const n = await this.redis.eval(ADD, 1, PREFIX + key, delta, windowMs);
      return Number(n);
    } catch (error) {
      this.onError(error as Error);
      return this.fallback.addNow(key, delta, windowMs);
    }
  }

  async remainingMs(key: string): Promise<number> {
    try {
      return Math.max(0, Number(await this.redis.pttl(PREFIX + key)));
    } catch (error) {
      this.onError(error as Error);
      return this.fallback.remainingNow(key);
    }
  }

  async clear(key: string): Promise<void> {
    await this.fallback.clear(key);
    await this.redis.del(PREFIX + key).catch((error: Error) => this.onError(error));
  }

  async take(key: string, max: number, windowMs: number): Promise<boolean> {
    try {
      const member = randomBytes(8).toString('base64url');
      return Number(await this.redis.eval(TAKE, 1, PREFIX + key, max, windowMs, member)) === 1;
    } catch (error) {
      this.onError(error as Error);
      return this.fallback.takeNow(key, max, windowMs);
    }
  }
}
