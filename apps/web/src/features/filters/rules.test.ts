import { describe, expect, it } from 'vitest';
import { ALL_FILTERS_ON, accountKey, hasActiveFilter, withAllFiltered } from './rules.ts';

describe('accountKey', () => {
  it.each([
    ['Alice', 'alice'],
    ['@@Bob_1 ', 'bob_1'],
    ['@', null],
    ['', null],
    ['x'.repeat(64), 'x'.repeat(64)],
    ['x'.repeat(65), null],
  ])('%j → %j', (handle, key) => {
    expect(accountKey(handle)).toBe(key);
  });
});

describe('withAllFiltered', () => {
  it('turns all seven flags on and leaves the settings it was given unchanged', () => {
    const before = { users: {} };
    const after = withAllFiltered(before, ['A', '@b']);
    expect(after).toEqual({ users: { a: ALL_FILTERS_ON, b: ALL_FILTERS_ON } });
    expect(before).toEqual({ users: {} });
    expect(Object.values(ALL_FILTERS_ON)).toHaveLength(7);
    expect(hasActiveFilter(ALL_FILTERS_ON)).toBe(true);
  });
});
