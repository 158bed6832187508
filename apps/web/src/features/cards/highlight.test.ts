import { HIGHLIGHT_COLORS } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_COLOR_VALUES } from '../settings/index.ts';
import { HIGHLIGHT_STYLES, highlightFor } from './highlight.ts';

describe('highlightFor', () => {
  const highlights = {
    '@Alice': { enabled: true, color: 'pink' },
    bob: { enabled: false, color: 'red' },
  } as const;

  it.each([
    ['alice', 'pink'],
    ['ALICE', 'pink'],
    ['@alice', 'pink'],
    ['bob', null],
    ['carol', null],
    [undefined, null],
  ])('%s → %s', (handle, color) => {
    expect(highlightFor(highlights, handle)).toBe(color);
  });
});

describe('HIGHLIGHT_STYLES', () => {
  it('sets --card-highlight to each FC §9 colour, one shared object per colour', () => {
    for (const color of HIGHLIGHT_COLORS) {
      expect(HIGHLIGHT_STYLES[color]).toEqual({
        '--card-highlight': HIGHLIGHT_COLOR_VALUES[color],
      });
    }
  });
});
