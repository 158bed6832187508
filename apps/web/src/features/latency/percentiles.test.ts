import { describe, expect, it } from 'vitest';
import { nearestRank, percentilesOf } from './percentiles.ts';

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('nearestRank', () => {
  it.each([
    ['no values', [], 50, undefined],
    ['one value, p50', [7], 50, 7],
    ['one value, p99', [7], 99, 7],
    ['1..100, p50', oneTo(100), 50, 50],
    ['1..100, p99', oneTo(100), 99, 99],
    ['1..100, p100', oneTo(100), 100, 100],
    ['1..10, p99 (rank 10)', oneTo(10), 99, 10],
    ['1..10, p50 (rank 5)', oneTo(10), 50, 5],
    ['1..3, p50 (rank 2)', oneTo(3), 50, 2],
    ['unsorted input', [30, 10, 20], 50, 20],
    ['p0 is the smallest', [30, 10, 20], 0, 10],
  ] as const)('%s', (_name, values, p, expected) => {
    expect(nearestRank(values, p)).toBe(expected);
  });

  it('does not reorder the readings it is given', () => {
    const values = [3, 1, 2];
    nearestRank(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('percentilesOf', () => {
  it('gives p50 and p99, or null for no readings', () => {
    expect(percentilesOf([])).toBeNull();
    expect(percentilesOf([...oneTo(99), 5000])).toEqual({ p50: 50, p99: 99 });
  });
});
