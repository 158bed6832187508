import { describe, expect, it } from 'vitest';
import type { DecodedChar } from './ctc-decode.ts';
import { glyphsOf, type LinePixels } from './glyphs.ts';
import { fixLetterCase } from './letter-case.ts';

const FRAME = 8;
const HEIGHT = 48;
const BASELINE = 36;
const CAP_TOP = 10;
const X_TOP = 20;

/**
 * A line of dark glyphs on white, one per frame, each a block from its top to the baseline;
 * `tops` gives each glyph's top (cap height or x-height), as the letters would have in a font.
 */
function line(text: string, tops: number[], probability = 0.99) {
  const width = text.length * FRAME;
  const data = new Uint8Array(width * HEIGHT * 4).fill(255);
  tops.forEach((top, index) => {
    for (let y = top; y < BASELINE; y++) {
      for (let x = index * FRAME + 2; x < index * FRAME + 6; x++)
        data.fill(20, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  });
  const chars: DecodedChar[] = [...text].map((char, index) => ({
    char,
    probability,
    others: [],
    frames: [index, index],
  }));
  const pixels: LinePixels = { data, width, height: HEIGHT };
  return { chars, frames: text.length, pixels: glyphsOf(pixels) };
}

const textOf = (chars: DecodedChar[]) => chars.map((c) => c.char).join('');

describe('fixLetterCase', () => {
  it('reads a small letter standing at the cap height as the capital, and the reverse', () => {
    // "aeW" + "7Bc": the W was read small, the c read capital.
    const { chars, frames, pixels } = line('aewn7BCA', [
      X_TOP,
      X_TOP,
      CAP_TOP,
      X_TOP,
      CAP_TOP,
      CAP_TOP,
      X_TOP,
      CAP_TOP,
    ]);
    const fixed = fixLetterCase(chars, frames, pixels);
    expect(textOf(fixed)).toBe('aeWn7BcA');
    expect(fixed[2]?.others[0]?.char).toBe('w');
  });

  it('keeps letters whose height agrees with their case', () => {
    const { chars, frames, pixels } = line('aeWn7Bc', [
      X_TOP,
      X_TOP,
      CAP_TOP,
      X_TOP,
      CAP_TOP,
      CAP_TOP,
      X_TOP,
    ]);
    expect(fixLetterCase(chars, frames, pixels)).toEqual(chars);
  });

  it('changes nothing without sure letters of both heights to measure against', () => {
    const noCapitals = line('aewn', [X_TOP, X_TOP, CAP_TOP, X_TOP]);
    expect(fixLetterCase(noCapitals.chars, noCapitals.frames, noCapitals.pixels)).toEqual(
      noCapitals.chars,
    );
    const unsure = line('aewn7B', [X_TOP, X_TOP, CAP_TOP, X_TOP, CAP_TOP, CAP_TOP], 0.5);
    expect(fixLetterCase(unsure.chars, unsure.frames, unsure.pixels)).toEqual(unsure.chars);
  });
});
