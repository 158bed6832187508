import { describe, expect, it } from 'vitest';
import { showPerson } from './author.ts';
import { postTime } from './format-time.ts';

describe('showPerson', () => {
  it("shows a missing author as 'Unknown' and '@unknown' (FC §5)", () => {
    expect(showPerson(undefined)).toMatchObject({
      name: 'Unknown',
      handle: 'unknown',
      known: false,
    });
    expect(showPerson({ handle: '  ' })).toMatchObject({ name: 'Unknown', handle: 'unknown' });
  });

  it('falls back to the handle for a nameless author and drops a leading @', () => {
    expect(showPerson({ handle: '@kaito' })).toMatchObject({ name: 'kaito', handle: 'kaito' });
  });
});

describe('postTime', () => {
  it.each([
    ['garbage', { createdAt: 'not a date' }],
    ['empty', { createdAt: '' }],
  ])("shows 'Invalid Date' for a %s date (FC §5)", (_name, post) => {
    expect(postTime(post)).toEqual({ label: 'Invalid Date', iso: null });
  });

  it('reads created_at when createdAt is empty', () => {
    expect(postTime({ createdAt: '', created_at: '2026-11-23T12:00:00Z' }).iso).toBe(
      '2026-11-23T12:00:00.000Z',
    );
  });

  it('labels each date by its own second, the same within one second', () => {
    const label = (at: string) => postTime({ createdAt: at }).label;
    const first = label('2026-11-23T12:00:01.100Z');
    expect(label('2026-11-23T12:00:01.900Z')).toBe(first);
    expect(label('2026-11-23T12:00:02.000Z')).not.toBe(first);
    expect(label('2026-11-23T12:00:01.500Z')).toBe(first);
    expect(label('2025-01-02T03:04:05.000Z')).toBe(
      new Intl.DateTimeFormat(undefined, {
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }).format(new Date('2025-01-02T03:04:05.000Z')),
    );
  });
});
