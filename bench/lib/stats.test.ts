import { describe, expect, it } from 'vitest';
import { median, percentile, summarize } from './stats.ts';

describe('median', () => {
  it('takes the middle of an odd count whatever the order', () => {
    expect(median([475, 24, 31])).toBe(31);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is NaN for no values', () => {
    expect(median([])).toBeNaN();
  });
});

describe('summarize', () => {
  it('reports the nearest-rank p50 and p99 and the max', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(summarize(samples)).toEqual({ count: 100, p50: 50, p99: 99, max: 100 });
    expect(percentile([], 50)).toBeNaN();
  });
});
