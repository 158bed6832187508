import { describe, expect, it } from 'vitest';
import { formatAdminTime } from './admin-time.ts';

describe('formatAdminTime', () => {
  it.each([
    ['2024-05-01T12:03:09.000Z', '2024-05-01 12:03:09 UTC'],
    ['2024-12-31T23:59:59Z', '2024-12-31 23:59:59 UTC'],
    // An offset is read and shown in UTC.
    ['2024-01-01T01:00:00+02:00', '2023-12-31 23:00:00 UTC'],
  ])('shows %s as %s', (iso, shown) => {
    expect(formatAdminTime(iso)).toBe(shown);
  });

  it('shows an unreadable time as the server sent it', () => {
    expect(formatAdminTime('yesterday')).toBe('yesterday');
  });
});
