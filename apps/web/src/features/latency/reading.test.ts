import type { PostTiming } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { Arrival } from './arrivals.ts';
import { readAge } from './reading.ts';

const T = 1_790_000_000_000;
const timing: PostTiming = { source: T, sourceFrom: 'id', received: T + 250, published: T + 260 };
const painted = { timing, platform: 'twitter', arrival: Arrival.live } as const;

describe('readAge', () => {
  it('puts the paint on the server clock with the offset, and splits the path into legs', () => {
    const clock = { offset: -5000, error: 2, rtt: 4, at: T };
    expect(readAge({ ...painted, browserNow: T + 5300, clock })).toEqual({
      arrival: Arrival.live,
      platform: 'twitter',
      sourceFrom: 'id',
      madeAt: T,
      postedAt: T + 5000,
      paintedAt: T + 300,
      toConnector: 250,
      toPublished: 10,
      toScreen: 40,
      total: 300,
      clock: { offset: -5000, error: 2 },
      uncertain: false,
    });
  });

  it('never gives a negative age, and calls it uncertain when the error bound exceeds it', () => {
    const clock = { offset: -5000, error: 30, rtt: 60, at: T };
    const early = readAge({ ...painted, browserNow: T + 4990, clock });
    expect(early.total).toBe(0);
    expect(early.toScreen).toBe(-270);
    expect(early.uncertain).toBe(true);
  });

  it('uses the browser clock as it is before any offset, and says it is uncertain', () => {
    const reading = readAge({ ...painted, browserNow: T + 400, clock: null });
    expect(reading).toMatchObject({ total: 400, clock: null, uncertain: true });
  });
});
