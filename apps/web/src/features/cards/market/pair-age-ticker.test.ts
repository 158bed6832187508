import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShortAge } from './format-market.ts';
import { createPairAgeTicker, PAIR_AGE_TICK_MS } from './pair-age-ticker.ts';

const START = 1_790_000_000_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('createPairAgeTicker', () => {
  it('shows an age at once, then again only when its text changes', () => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    const ticker = createPairAgeTicker();
    const shown: string[] = [];
    const stop = ticker.track(START - 58_000, (age: ShortAge) => shown.push(age.text));
    expect(shown).toEqual(['58s']);
    vi.advanceTimersByTime(PAIR_AGE_TICK_MS * 5);
    expect(shown).toEqual(['58s', '59s', '1m']);
    stop();
  });

  it('runs one interval for every age, and none once they are gone', () => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const cleared = vi.spyOn(globalThis, 'clearInterval');
    const ticker = createPairAgeTicker();
    const stops = Array.from({ length: 20 }, (_, n) => ticker.track(START - n * 1000, () => {}));
    expect(intervals).toHaveBeenCalledTimes(1);
    expect(ticker.size()).toBe(20);
    for (const stop of stops) stop();
    expect(ticker.size()).toBe(0);
    expect(cleared).toHaveBeenCalledTimes(1);
    ticker.track(START, () => {});
    expect(intervals).toHaveBeenCalledTimes(2);
  });

  it('skips a hidden page, and catches up when it is seen', () => {
    let now = START;
    let visible = false;
    vi.useFakeTimers();
    const ticker = createPairAgeTicker({ now: () => now, visible: () => visible });
    const shown: string[] = [];
    ticker.track(START, (age) => shown.push(age.text));
    now += 10 * 60_000;
    vi.advanceTimersByTime(PAIR_AGE_TICK_MS);
    expect(shown).toEqual(['now']);
    visible = true;
    vi.advanceTimersByTime(PAIR_AGE_TICK_MS);
    expect(shown).toEqual(['now', '10m']);
  });
});
