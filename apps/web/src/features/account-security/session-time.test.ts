import { describe, expect, it } from 'vitest';
import { sessionTime } from './session-time.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('sessionTime', () => {
  it.each([
    ['2026-11-27T12:00:00Z', 'just now'],
    ['2026-11-27T11:59:30Z', 'just now'],
    ['2026-11-27T12:00:05Z', 'just now'],
    ['2026-11-27T11:59:00Z', '1 min ago'],
    ['2026-11-27T11:05:00Z', '55 min ago'],
    ['2026-11-27T09:00:00Z', '3 h ago'],
    ['not a time', 'not a time'],
  ])('reads %s as %s', (iso, words) => {
    expect(sessionTime(iso, NOW)).toBe(words);
  });

  it('gives the date and time past a day', () => {
    expect(sessionTime('2026-11-20T08:30:00Z', NOW)).toMatch(/^Nov 2\d, \d\d:\d\d$/);
  });
});
