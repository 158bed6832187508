import { describe, expect, it } from 'vitest';
import { postAgeText } from './post-age-text.ts';

const NOW = Date.parse('2026-11-29T18:00:00Z');
const S = 1000;
const M = 60 * S;
const H = 60 * M;

describe('postAgeText', () => {
  it.each([
    [-300, 'now', 'Posted just now'],
    [0, 'now', 'Posted just now'],
    [4_999, 'now', 'Posted just now'],
    [5_000, '5s', 'Posted 5 seconds ago'],
    [12_400, '12s', 'Posted 12 seconds ago'],
    [59_999, '59s', 'Posted 59 seconds ago'],
    [M, '1m', 'Posted 1 minute ago'],
    [3 * M + 59 * S, '3m', 'Posted 3 minutes ago'],
    [H, '1h', 'Posted 1 hour ago'],
    [2 * H + 10 * M, '2h', 'Posted 2 hours ago'],
    [24 * H - 1, '23h', 'Posted 23 hours ago'],
  ])('%d ms reads %s (%s)', (ms, text, label) => {
    expect(postAgeText(ms, NOW - ms, NOW)).toEqual({ text, label, settled: false });
  });

  it('reads the day, settled, from a day old; with the year when it is another one', () => {
    const nineDays = 9 * 24 * H;
    expect(postAgeText(nineDays, Date.parse('2026-11-20T14:32:10Z'), NOW)).toEqual({
      text: 'Nov 20',
      label: 'Posted on Nov 20',
      settled: true,
    });
    const lastYear = postAgeText(400 * 24 * H, Date.parse('2025-10-25T12:00:00Z'), NOW);
    expect(lastYear.text).toBe('Oct 25, 2025');
    expect(lastYear.label).toBe('Posted on Oct 25, 2025');
  });
});
