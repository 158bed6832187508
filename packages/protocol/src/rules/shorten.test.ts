import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hostileUnicode } from '../testing/hostile-unicode.ts';
import { graphemePrefix, shortenText, storableText } from './shorten.ts';
import { isStorableText } from './storable-text.ts';

describe('shortenText', () => {
  it.each([
    ['text that fits', 'gm frens', 20, 'gm frens'],
    [
      'an emoji at the limit kept whole (issue 46)',
      `${'a'.repeat(998)}😀more`,
      1000,
      `${'a'.repeat(998)}😀…`,
    ],
    [
      'an emoji past the limit dropped whole',
      `${'a'.repeat(999)}😀more`,
      1000,
      `${'a'.repeat(999)}…`,
    ],
    ['a ZWJ family (7 code points) dropped whole', `ab👨‍👩‍👧‍👦cd`, 8, 'ab…'],
    ['a ZWJ family kept whole', `ab👨‍👩‍👧‍👦cd`, 10, 'ab👨‍👩‍👧‍👦…'],
    ['a flag never halved', `x🇺🇸🇺🇸`, 4, 'x🇺🇸…'],
    ['a combining accent kept with its letter', 'cafe\u0301 time', 5, 'caf…'],
    ['spaces before the ellipsis dropped', 'one two three', 5, 'one…'],
    ['nothing when even the ellipsis does not fit', 'abc', 0, ''],
  ])('%s', (_name, text, max, expected) => {
    expect(shortenText(text, max)).toBe(expected);
  });

  it('always fits the limit, keeps a prefix of whole graphemes, and stays storable', () => {
    fc.assert(
      fc.property(hostileUnicode, fc.integer({ min: 0, max: 80 }), (raw, max) => {
        const text = storableText(raw);
        const short = shortenText(text, max);
        expect([...short].length).toBeLessThanOrEqual(max);
        expect(isStorableText(short)).toBe(true);
        // The protocol's own limit rule (zod's string max) takes it.
        expect(z.string().max(max).safeParse(short).success).toBe(true);
        if (short === text) return;
        const kept = short.endsWith('…') ? short.slice(0, -1) : short;
        expect(text.startsWith(kept)).toBe(true);
        // The cut falls between graphemes: the prefix by graphemes of the kept length is all of it.
        expect(graphemePrefix(text, [...kept].length)).toBe(kept);
      }),
      { numRuns: 2000 },
    );
  });

  it('counts UTF-16 units when told to, for a limit an outside service counts in .length', () => {
    // 9 code points fit 10, but 😀 is two units: by units the text is 11 long.
    expect(shortenText(`${'a'.repeat(8)}😀b`, 10)).toBe(`${'a'.repeat(8)}😀b`);
    expect(shortenText(`${'a'.repeat(8)}😀b`, 10, 'utf-16')).toBe(`${'a'.repeat(8)}…`);
    fc.assert(
      fc.property(hostileUnicode, fc.integer({ min: 0, max: 80 }), (raw, max) => {
        const short = shortenText(storableText(raw), max, 'utf-16');
        expect(short.length).toBeLessThanOrEqual(max);
        expect(isStorableText(short)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('storableText', () => {
  it('replaces NUL and unpaired surrogates, and keeps pairs', () => {
    expect(storableText('a\u0000b\ud83dc😀\ude00')).toBe('a\ufffdb\ufffdc😀\ufffd');
  });

  it('always answers storable text', () => {
    fc.assert(fc.property(hostileUnicode, (raw) => isStorableText(storableText(raw))));
  });
});
