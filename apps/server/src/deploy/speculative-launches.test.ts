import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLaunchRequest } from '../../test/deploy/launch-request-fixture.ts';
import type { PreparedLaunch } from './launcher.ts';
import { SpeculativeLaunches } from './speculative-launches.ts';

const prepared = (address: string): PreparedLaunch[] => [{ address, state: null }];

describe('SpeculativeLaunches', () => {
  afterEach(() => vi.useRealTimers());

  it('gives a click for the same token and wallet what was prepared, once', async () => {
    const launches = new SpeculativeLaunches();
    const launch = makeLaunchRequest({ requestId: 'prepared' });
    launches.start(1, 'w1', launch, async () => prepared('Mint1'));
    const click = { ...launch, requestId: 'click-1' };
    expect(await launches.take(1, 'w1', click)).toEqual(prepared('Mint1'));
    expect(launches.take(1, 'w1', click)).toBeUndefined();
  });

  it('gives it to a click that names the post the form came from (the platform never sees it)', async () => {
    const launches = new SpeculativeLaunches();
    const launch = makeLaunchRequest({ requestId: 'prepared' });
    launches.start(1, 'w1', launch, async () => prepared('Mint1'));
    const source = { postId: 'post-frog', author: 'degenkaito', text: 'The Frog King' };
    const click = { ...launch, requestId: 'click-1', source };
    expect(await launches.take(1, 'w1', click)).toEqual(prepared('Mint1'));
  });

  it('prepares nothing for a click that differs in token, amount or wallet', () => {
    const launches = new SpeculativeLaunches();
    const launch = makeLaunchRequest();
    const differing = [
      [1, 'w1', { ...launch, name: 'Other' }],
      [1, 'w1', { ...launch, buyAmount: 2 }],
      [1, 'w2', launch],
    ] as const;
    for (const [user, wallet, click] of differing) {
      launches.start(1, 'w1', launch, async () => prepared('Mint1'));
      expect(launches.take(user, wallet, click)).toBeUndefined();
      // The click launched something else, so what was prepared is dropped.
      expect(launches.take(1, 'w1', launch)).toBeUndefined();
    }
    launches.start(1, 'w1', launch, async () => prepared('Mint1'));
    expect(launches.take(2, 'w1', launch)).toBeUndefined();
    expect(launches.take(1, 'w1', launch)).toBeDefined();
  });

  it('keeps one per user: a newer form aborts the older preparation', () => {
    const launches = new SpeculativeLaunches();
    const signals: AbortSignal[] = [];
    const first = makeLaunchRequest({ name: 'First' });
    const second = makeLaunchRequest({ name: 'Second' });
    const start = (launch: typeof first) =>
      launches.start(1, 'w1', launch, async (signal) => {
        signals.push(signal);
        return prepared(launch.name);
      });
    start(first);
    start(first); // the same token again: kept, not prepared twice
    start(second);
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    expect(launches.take(1, 'w1', first)).toBeUndefined();
  });

  it('drops an unused preparation after its time, aborting it', () => {
    vi.useFakeTimers();
    const launches = new SpeculativeLaunches({ ttlMs: 20_000 });
    let signal: AbortSignal | undefined;
    const launch = makeLaunchRequest();
    launches.start(1, 'w1', launch, async (s) => {
      signal = s;
      return prepared('Mint1');
    });
    vi.advanceTimersByTime(20_001);
    expect(signal?.aborted).toBe(true);
    expect(launches.take(1, 'w1', launch)).toBeUndefined();
  });

  it('forgets a user and a deleted wallet', () => {
    const launches = new SpeculativeLaunches();
    const launch = makeLaunchRequest();
    launches.start(1, 'w1', launch, async () => prepared('A'));
    launches.start(2, 'w2', launch, async () => prepared('B'));
    launches.forgetUser(1);
    launches.forgetWallet('w2');
    expect(launches.take(1, 'w1', launch)).toBeUndefined();
    expect(launches.take(2, 'w2', launch)).toBeUndefined();
  });

  it('a failed preparation does not surface as an unhandled rejection', async () => {
    const launches = new SpeculativeLaunches();
    const launch = makeLaunchRequest();
    launches.start(1, 'w1', launch, async () => {
      throw new Error('platform down');
    });
    await expect(launches.take(1, 'w1', launch)).rejects.toThrow('platform down');
  });

  it('keeps a preparation the form asks for again, and redoes one grown too old', () => {
    vi.useFakeTimers();
    let now = 0;
    const launches = new SpeculativeLaunches({ ttlMs: 20_000, maxAgeMs: 45_000, now: () => now });
    const signals: AbortSignal[] = [];
    const launch = makeLaunchRequest();
    const ask = () =>
      launches.start(1, 'w1', launch, async (signal) => {
        signals.push(signal);
        return prepared(`Mint${signals.length}`);
      });
    ask();
    for (now = 15_000; now <= 30_000; now += 15_000) {
      vi.advanceTimersByTime(15_000);
      ask(); // the form re-sends its token every 15 s: kept past the first 20 s
    }
    expect(signals).toHaveLength(1);
    now = 45_000;
    vi.advanceTimersByTime(15_000);
    ask();
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('starts at most 30 new preparations a minute per trader; the click then prepares itself', () => {
    let now = 0;
    const launches = new SpeculativeLaunches({ ttlMs: 20_000, maxAgeMs: 45_000, now: () => now });
    let started = 0;
    for (let i = 0; i < 40; i++) {
      launches.start(1, 'w1', makeLaunchRequest({ name: `Name ${i}` }), async () => {
        started += 1;
        return prepared(`Mint${i}`);
      });
    }
    expect(started).toBe(30);
    launches.start(2, 'w2', makeLaunchRequest(), async () => {
      started += 1;
      return prepared('Other');
    });
    expect(started).toBe(31);
    now = 60_000;
    launches.start(1, 'w1', makeLaunchRequest({ name: 'Later' }), async () => {
      started += 1;
      return prepared('Later');
    });
    expect(started).toBe(32);
  });
});
