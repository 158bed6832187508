import { describe, expect, it } from 'vitest';
import type { DecodedChar } from './ctc-decode.ts';
import { fixDottedLetters } from './dotted-letters.ts';
import { glyphsOf } from './glyphs.ts';

const FRAME = 8;
const HEIGHT = 48;
const BASELINE = 36;

/** The ink of one glyph: a stem from `top` down to `bottom`, and a dot above it or not. */
type Shape = { top: number; bottom: number; dot: boolean };
const LETTER: Shape = { top: 20, bottom: BASELINE, dot: false };
const SHAPES: Record<string, Shape> = {
  i: { top: 22, bottom: BASELINE, dot: true },
  j: { top: 22, bottom: BASELINE + 8, dot: true },
  J: { top: 10, bottom: BASELINE, dot: false },
};

/**
 * A line of dark glyphs on white, one per frame, drawn as `drawn` spells them, read as `read`
 * says; each read letter names `named` as its second choice.
 */
function line(drawn: string, read: string, named: string) {
  const width = drawn.length * FRAME;
  const data = new Uint8Array(width * HEIGHT * 4).fill(255);
  const ink = (x: number, y: number) => data.fill(20, (y * width + x) * 4, (y * width + x) * 4 + 3);
  [...drawn].forEach((char, index) => {
    const { top, bottom, dot } = SHAPES[char] ?? LETTER;
    for (let x = index * FRAME + 3; x < index * FRAME + 6; x++) {
      for (let y = top; y < bottom; y++) ink(x, y);
      if (dot) for (let y = top - 6; y < top - 3; y++) ink(x, y);
    }
  });
  const chars: DecodedChar[] = [...read].map((char, index) => ({
    char,
    probability: 0.95,
    others: [{ char: named, probability: 0.04 }],
    frames: [index, index],
  }));
  return fixDottedLetters(chars, read.length, glyphsOf({ data, width, height: HEIGHT }));
}

const textOf = (chars: DecodedChar[]) => chars.map((c) => c.char).join('');

describe('fixDottedLetters', () => {
  it('reads a j whose stem descends, though read as i, as j; the i stays among its others', () => {
    const fixed = line('ameojn', 'ameoin', 'j');
    expect(textOf(fixed)).toBe('ameojn');
    expect(fixed[4]?.others[0]).toEqual({ char: 'i', probability: 0.475 });
  });

  it('reads a j with no dot as J, and a dotted stem on the baseline as i', () => {
    expect(textOf(line('ameoJn', 'ameojn', 'J'))).toBe('ameoJn');
    expect(textOf(line('ameoin', 'ameojn', 'i'))).toBe('ameoin');
  });

  it('keeps a read the ink agrees with, and one the recogniser never named', () => {
    expect(textOf(line('ameojn', 'ameojn', 'i'))).toBe('ameojn');
    expect(textOf(line('ameoJn', 'ameojn', 'i'))).toBe('ameojn');
  });

  it('keeps a line with no sure letters on the baseline as read', () => {
    expect(textOf(line('jj', 'ii', 'j'))).toBe('ii');
  });
});
