import { describe, expect, it } from 'vitest';
import { ACCOUNT_FILTER_FLAGS, DEFAULT_ACCOUNT_FILTERS } from './account-filters.ts';

const onFlags = (handle: string) =>
  ACCOUNT_FILTER_FLAGS.filter((flag) => DEFAULT_ACCOUNT_FILTERS[handle]?.[flag]);

describe('DEFAULT_ACCOUNT_FILTERS', () => {
  it('sets several accounts to replies only and one to retweets only (FC §9)', () => {
    const handles = Object.keys(DEFAULT_ACCOUNT_FILTERS);
    const repliesOnly = handles.filter((h) => onFlags(h).join() === 'replies');
    const retweetsOnly = handles.filter((h) => onFlags(h).join() === 'retweets');
    expect(repliesOnly.length).toBeGreaterThanOrEqual(3);
    expect(retweetsOnly).toHaveLength(1);
    expect(repliesOnly.length + retweetsOnly.length).toBe(handles.length);
  });

  it('keys them as FC §3 does: lowercase handles without @, every flag present', () => {
    for (const [handle, flags] of Object.entries(DEFAULT_ACCOUNT_FILTERS)) {
      expect(handle).toMatch(/^[a-z0-9_]+$/);
      expect(Object.keys(flags).sort()).toEqual([...ACCOUNT_FILTER_FLAGS].sort());
    }
  });
});
