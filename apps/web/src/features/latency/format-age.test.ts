import { describe, expect, it } from 'vitest';
import { Arrival } from './arrivals.ts';
import {
  ageLines,
  formatAge,
  formatOffset,
  formatSpan,
  isLive,
  latencyText,
} from './format-age.ts';
import { type AgeReading, readAge } from './reading.ts';
import { LATENCY_TEXT } from './strings.ts';

describe('formatAge', () => {
  it.each([
    [0, '0 ms'],
    [-30, '0 ms'],
    [0.4, '0 ms'],
    [312, '312 ms'],
    [999.4, '999 ms'],
    [999.6, '1.0 s'],
    [2004, '2.0 s'],
    [4149, '4.1 s'],
    [9949, '9.9 s'],
    [9950, '10 s'],
    [38_200, '38 s'],
    [59_499, '59 s'],
    [59_500, '1 min'],
    [12 * 60_000 + 10_000, '12 min'],
    [3 * 3_600_000, '3 h'],
    [49 * 3_600_000, '2 d'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatAge(ms)).toBe(text);
  });
});

describe('formatSpan and formatOffset', () => {
  it.each([
    [-4, '−4 ms'],
    [-0.2, '0 ms'],
    [-1500, '−1.5 s'],
    [41, '41 ms'],
  ])('a leg of %d ms reads %s', (ms, text) => {
    expect(formatSpan(ms)).toBe(text);
  });

  it.each([
    [{ offset: -4999.4, error: 0.5 }, '−4,999 ms ±1 ms'],
    [{ offset: 5000, error: 12 }, '+5,000 ms ±12 ms'],
    [{ offset: 0.2, error: 0 }, '0 ms ±0 ms'],
  ])('the offset %j reads %s', (clock, text) => {
    expect(formatOffset(clock)).toBe(text);
  });
});

const T = 1_790_000_000_000;
const reading = (overrides: Partial<AgeReading> = {}): AgeReading => ({
  ...readAge({
    timing: { source: T, sourceFrom: 'id', received: T + 1900, published: T + 1903 },
    platform: 'twitter',
    arrival: Arrival.live,
    browserNow: T + 2041 + 5000,
    clock: { offset: -5000, error: 1, rtt: 2, at: T },
  }),
  ...overrides,
});

describe("the age's delivery-latency tooltip", () => {
  it('splits a live delivery latency into its legs, with the offset used', () => {
    expect(latencyText(reading())).toBe('2.0 s');
    expect(ageLines(reading())).toEqual([
      'Platform → our connector: 1.9 s',
      'Connector → published: 3 ms',
      'Published → this screen: 138 ms',
      'Platform → this screen: 2.0 s',
      'Clock offset (server − this browser): −5,000 ms ±1 ms',
    ]);
  });

  it('says an X created_at is to the second, and other created_at times where they come from', () => {
    expect(ageLines(reading({ sourceFrom: 'created_at' }))[0]).toBe(
      `Platform → our connector: 1.9 s (${LATENCY_TEXT.createdAtX})`,
    );
    expect(ageLines(reading({ sourceFrom: 'created_at', platform: 'bluesky' }))[0]).toBe(
      `Platform → our connector: 1.9 s (${LATENCY_TEXT.createdAt})`,
    );
  });

  it.each([
    [Arrival.loaded, LATENCY_TEXT.loaded],
    [Arrival.replayed, LATENCY_TEXT.replayed],
  ])('a %s post says it is not live, and why', (arrival, why) => {
    expect(isLive({ arrival })).toBe(false);
    const loaded = reading({ arrival, total: 3 * 60_000 });
    expect(latencyText(loaded)).toBe('3 min');
    expect(ageLines(loaded)[0]).toBe(why);
    expect(ageLines(loaded)).toContain('Platform → this screen: 3 min');
  });

  it.each([
    [Arrival.held, LATENCY_TEXT.held],
    [Arrival.unseen, LATENCY_TEXT.unseen],
  ])('a %s post keeps its true latency and says why it was painted late', (arrival, note) => {
    expect(isLive({ arrival })).toBe(true);
    expect(latencyText(reading({ arrival }))).toBe('2.0 s');
    expect(ageLines(reading({ arrival })).at(-1)).toBe(note);
  });

  it("reads '—' before the clock synced, and says plainly why", () => {
    const unsynced = reading({ clock: null, uncertain: true });
    expect(latencyText(unsynced)).toBe('—');
    expect(ageLines(unsynced)).toEqual(['Age not known yet: clock not synced']);
    const loaded = reading({ arrival: Arrival.loaded, clock: null, uncertain: true });
    expect(ageLines(loaded)).toEqual([LATENCY_TEXT.loaded, LATENCY_TEXT.unknownWhy]);
  });

  it('gives only the bound when the offset error exceeds the latency', () => {
    const uncertain = reading({ total: 3, clock: { offset: -5000, error: 40 }, uncertain: true });
    expect(latencyText(uncertain)).toBe('< 43 ms');
    expect(ageLines(uncertain).at(-1)).toBe(LATENCY_TEXT.uncertainWhy);
  });
});
