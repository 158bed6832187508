import { describe, expect, it } from 'vitest';
import type { DecodedChar } from './ctc-decode.ts';
import { glyphsOf, type LinePixels } from './glyphs.ts';
import { fixLetterCase } from './letter-case.ts';

const FRAME = 12;
const HEIGHT = 48;
const BASELINE = 36;
const CAP_TOP = 10;
const X_TOP = 20;
const FIGURE_WIDTH = 6;

type Glyph = { char: string; top: number; width: number };

/** A line of dark blocks on white, one per frame: each glyph's top and ink width as given. */
function line(glyphs: Glyph[], probability = 0.99) {
  const width = glyphs.length * FRAME;
  const data = new Uint8Array(width * HEIGHT * 4).fill(255);
  glyphs.forEach(({ top, width: ink }, index) => {
    for (let y = top; y < BASELINE; y++) {
      for (let x = index * FRAME + 2; x < index * FRAME + 2 + ink; x++)
        data.fill(20, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  });
  const chars: DecodedChar[] = glyphs.map(({ char }, index) => ({
    char,
    probability,
    others: [],
    frames: [index, index],
  }));
  const pixels: LinePixels = { data, width, height: HEIGHT };
  return { chars, frames: glyphs.length, pixels: glyphsOf(pixels) };
}

const figure = (char: string): Glyph => ({ char, top: CAP_TOP, width: FIGURE_WIDTH });
const small = (char: string): Glyph => ({ char, top: X_TOP, width: FIGURE_WIDTH });
const textOf = (chars: DecodedChar[]) => chars.map((c) => c.char).join('');

describe('zeros that are letters (fixLetterCase)', () => {
  it('reads a 0 wider than the line’s figures as O, the 0 kept among its others', () => {
    const { chars, frames, pixels } = line([
      figure('8'),
      figure('2'),
      { char: '0', top: CAP_TOP, width: 9 },
      figure('5'),
      figure('0'),
      small('a'),
    ]);
    const fixed = fixLetterCase(chars, frames, pixels);
    expect(textOf(fixed)).toBe('82O50a');
    expect(fixed[2]?.others[0]?.char).toBe('0');
  });

  it('reads a 0 whose top is at the x-height as o', () => {
    const { chars, frames, pixels } = line([
      figure('7'),
      small('a'),
      small('e'),
      { char: '0', top: X_TOP, width: FIGURE_WIDTH },
      figure('B'),
      figure('3'),
    ]);
    expect(textOf(fixLetterCase(chars, frames, pixels))).toBe('7aeoB3');
  });

  it('keeps a 0 as wide and as tall as the figures', () => {
    const { chars, frames, pixels } = line([
      figure('0'),
      figure('8'),
      small('a'),
      figure('0'),
      figure('4'),
      small('e'),
    ]);
    expect(textOf(fixLetterCase(chars, frames, pixels))).toBe('08a04e');
  });

  it('keeps a wide 0 when the line has too few figures to measure', () => {
    const { chars, frames, pixels } = line([
      figure('8'),
      { char: '0', top: CAP_TOP, width: 9 },
      small('a'),
    ]);
    expect(textOf(fixLetterCase(chars, frames, pixels))).toBe('80a');
  });
});
