import { describe, expect, it } from 'vitest';
import type { RenderCost } from './browser.ts';
import { goalsMet, paintedPercentiles, shareWithinOneFrame } from './feed-report.ts';

const cost = (overrides: Partial<RenderCost>): RenderCost => ({
  taskMs: 0,
  scriptMs: 0,
  layoutMs: 0,
  styleMs: 0,
  longTasks: 0,
  longestTaskMs: 0,
  cards: 50,
  heapMb: 8,
  painted: [],
  ...overrides,
});

describe('paintedPercentiles', () => {
  it('takes nearest-rank p50 and p99 of the readings, in any order', () => {
    const painted = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(paintedPercentiles(painted)).toEqual({ p50: 50, p99: 99 });
  });

  it('has none for a page without readings', () => {
    const { p50, p99 } = paintedPercentiles([]);
    expect(Number.isNaN(p50) && Number.isNaN(p99)).toBe(true);
  });
});

describe('goalsMet', () => {
  it('meets both goals with no long task and p99 within one frame', () => {
    expect(goalsMet(cost({ painted: [5, 16.6] }))).toEqual({ longTasks: true, painted: true });
  });

  it('misses each goal on its own', () => {
    expect(goalsMet(cost({ longTasks: 1, painted: [16.8] }))).toEqual({
      longTasks: false,
      painted: false,
    });
  });

  it('does not meet the painted goal without readings', () => {
    expect(goalsMet(cost({})).painted).toBe(false);
  });
});

describe('shareWithinOneFrame', () => {
  it('counts the readings of at most one frame (1000 / 60 ms)', () => {
    expect(shareWithinOneFrame([1, 16, 16.6, 16.7, 40])).toBeCloseTo(0.6);
  });

  it('has none for a page without readings', () => {
    expect(Number.isNaN(shareWithinOneFrame([]))).toBe(true);
  });
});
