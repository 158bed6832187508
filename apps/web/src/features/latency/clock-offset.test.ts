import { seededRandom } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { CLOCK_WINDOW_MS, createClockOffset, sampleOf } from './clock-offset.ts';

/**
 * A server clock and a browser clock `skew` ms off it, with a network between them. Times are
 * whole milliseconds, as Date.now gives them.
 */
function world(skew: number, seed = 17) {
  let serverClock = 1_790_000_000_000;
  const browserNow = () => serverClock + skew;
  const clock = createClockOffset({ now: browserNow });
  const random = seededRandom(seed);
  /** One clock_ping/clock_pong: `up` ms to the server, `down` ms back. */
  const roundTrip = (up: number, down: number) => {
    const t0 = browserNow();
    serverClock += up;
    const serverTime = serverClock;
    serverClock += down;
    const sample = sampleOf(t0, serverTime, browserNow());
    if (sample) clock.add(sample);
    return sample;
  };
  // Asymmetric: the way back is slower and more variable than the way there.
  const typicalRoundTrip = () =>
    roundTrip(Math.round(8 + random() * 30), Math.round(20 + random() * 140));
  const wait = (ms: number) => {
    serverClock += ms;
  };
  // The true offset (server − browser) is −skew.
  const missBy = () => Math.abs((clock.estimate()?.offset ?? Number.NaN) + skew);
  return { clock, roundTrip, typicalRoundTrip, wait, missBy, browserNow };
}

describe('sampleOf', () => {
  it('takes the offset from the middle of the round trip, good to half of it', () => {
    expect(sampleOf(1000, 6020, 1040)).toEqual({ offset: 5000, rtt: 40, at: 1040 });
  });

  it('drops a round trip that ends before it began (the browser clock stepped back)', () => {
    expect(sampleOf(1000, 6020, 990)).toBeNull();
  });
});

describe('the clock offset estimate', () => {
  it.each([
    ['5 000 ms ahead', 5000],
    ['5 000 ms behind', -5000],
    ['37 ms ahead', 37],
  ])('a browser clock %s converges to the skew within the best rtt/2', (_name, skew) => {
    const w = world(skew);
    expect(w.clock.estimate()).toBeNull();
    for (let n = 0; n < 5; n++) w.typicalRoundTrip();
    const estimate = w.clock.estimate();
    expect(estimate).not.toBeNull();
    expect(w.missBy()).toBeLessThanOrEqual(estimate?.error ?? 0);
    // Five slow asymmetric trips: the estimate is off, but says by how much at most.
    expect(estimate?.error).toBeGreaterThan(1);

    w.roundTrip(1, 1);
    expect(w.clock.estimate()?.error).toBe(1);
    expect(w.missBy()).toBeLessThanOrEqual(1);
    expect(w.clock.serverNow() - (w.browserNow() - skew)).toBeCloseTo(0, 0);
  });

  it('keeps the best sample when a worse one comes later', () => {
    const w = world(5000);
    w.roundTrip(2, 2);
    const best = w.clock.estimate();
    w.wait(10_000);
    w.roundTrip(10, 290);
    w.typicalRoundTrip();
    expect(w.clock.estimate()).toEqual(best);
    expect(w.missBy()).toBe(0);
  });

  it('lets old samples age out of the window, so a later change is followed', () => {
    const w = world(5000);
    w.roundTrip(1, 1);
    w.wait(CLOCK_WINDOW_MS - 60_000);
    const later = w.roundTrip(30, 90);
    expect(w.clock.estimate()?.rtt).toBe(2);
    w.wait(60_001);
    expect(w.clock.estimate()).toEqual({
      offset: later?.offset,
      error: 60,
      rtt: 120,
      at: later?.at,
    });
    w.wait(CLOCK_WINDOW_MS);
    expect(w.clock.estimate()).toBeNull();
    expect(w.clock.serverNow()).toBe(w.browserNow());
  });

  it('forgets samples taken before the browser clock stepped back', () => {
    let browser = 2_000_000;
    const clock = createClockOffset({ now: () => browser });
    clock.add({ offset: -5000, rtt: 2, at: browser });
    browser -= 5000;
    expect(clock.estimate()).toBeNull();
    clock.add({ offset: 0, rtt: 30, at: browser });
    expect(clock.estimate()?.offset).toBe(0);
  });
});
