import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGE_TICK_MS, createAgeTicker } from './age-ticker.ts';

const START = Date.parse('2026-11-29T18:00:00Z');

describe('createAgeTicker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  const ages = (count: number) =>
    Array.from({ length: count }, () => document.createElement('button'));

  it('ticks every card from one interval, writing only the text that changed', () => {
    const ticker = createAgeTicker();
    const elements = ages(50);
    elements.forEach((element, n) => {
      ticker.track(element, START - n * 1000, START - n * 1000);
    });
    expect(vi.getTimerCount()).toBe(1);
    expect(elements[0]?.textContent).toBe('now');
    expect(elements[49]?.textContent).toBe('49s');

    const writes = vi.spyOn(elements[49] as HTMLElement, 'setAttribute');
    vi.advanceTimersByTime(12 * AGE_TICK_MS);
    expect(elements[0]?.textContent).toBe('12s');
    expect(elements[0]?.getAttribute('aria-label')).toBe('Posted 12 seconds ago');
    // 49 s old: 50 s … 59 s, then '1m': eleven changes in twelve ticks (60 s and 61 s both read '1m').
    expect(elements[49]?.textContent).toBe('1m');
    expect(writes).toHaveBeenCalledTimes(11);
    expect(vi.getTimerCount()).toBe(1);
    ticker.dispose();
  });

  it('stops its interval a tick after the last card and starts it again with the next', () => {
    const ticker = createAgeTicker();
    const [one, two] = ages(2) as unknown as [HTMLElement, HTMLElement];
    const untrackOne = ticker.track(one, START, START);
    const untrackTwo = ticker.track(two, START, START);
    untrackOne();
    expect(vi.getTimerCount()).toBe(1);
    untrackTwo();
    vi.advanceTimersByTime(AGE_TICK_MS);
    expect(vi.getTimerCount()).toBe(0);
    ticker.track(one, START - 3 * 3_600_000, START);
    expect(vi.getTimerCount()).toBe(1);
    expect(one.textContent).toBe('3h');
    ticker.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves a settled day alone, and catches a hidden page up when it is seen again', () => {
    const page = { visible: true };
    const ticker = createAgeTicker({ visible: () => page.visible });
    const [old, fresh] = ages(2) as unknown as [HTMLElement, HTMLElement];
    ticker.track(old, START - 2 * 86_400_000, Date.parse('2026-11-27T18:00:00Z'));
    ticker.track(fresh, START, START);
    expect(old.textContent).toBe('Nov 27');
    old.textContent = 'pinned';
    page.visible = false;
    vi.advanceTimersByTime(30 * AGE_TICK_MS);
    expect(fresh.textContent).toBe('now');
    page.visible = true;
    vi.advanceTimersByTime(AGE_TICK_MS);
    expect(fresh.textContent).toBe('31s');
    expect(old.textContent).toBe('pinned');
    ticker.dispose();
  });
});
