import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inkRuns, WORD_GAP } from './ink-runs.ts';

const HEIGHT = 48;

/**
 * A line picture 48 px tall made with sharp: words of glyph-like bars (each `glyph` px wide,
 * `letter` px apart), `space` px between words, with a margin of 20 px; dark on light or light
 * on dark.
 */
async function line(
  words: number[],
  { glyph = 20, letter = 4, space = 24, dark = false } = {},
): Promise<{ data: Uint8Array; width: number; height: number }> {
  const bars: string[] = [];
  let x = 20;
  for (const [index, count] of words.entries()) {
    if (index > 0) x += space - letter;
    for (let i = 0; i < count; i++) {
      bars.push(`<rect x="${x}" y="12" width="${glyph}" height="24"/>`);
      x += glyph + letter;
    }
  }
  const width = x + 20;
  const [paper, ink] = dark ? ['#1c1c1e', '#f2f2f7'] : ['#ffffff', '#202020'];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}"><rect width="100%" height="100%" fill="${paper}"/><g fill="${ink}">${bars.join('')}</g></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha(1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('inkRuns', () => {
  it('finds an address as one run: its glyphs are closer than a word gap', async () => {
    const runs = inkRuns(await line([32]));
    expect(runs.count).toBe(1);
    expect(runs.longest).toBe(32 * 24 - 4);
    expect(runs.first).toBe(runs.longest);
  });

  it('splits prose at its word gaps, on light and dark bubbles alike', async () => {
    for (const dark of [false, true]) {
      const runs = inkRuns(await line([3, 5, 2], { dark }));
      expect(runs).toEqual({ count: 3, longest: 5 * 24 - 4, first: 3 * 24 - 4, last: 2 * 24 - 4 });
    }
  });

  it('keeps a label glued with a space apart from the long run after it', async () => {
    // "CA: 7xK…": the label, a space, 44 glyphs.
    const runs = inkRuns(await line([3, 44]));
    expect(runs.count).toBe(2);
    expect(runs.longest).toBe(44 * 24 - 4);
  });

  it('splits only at gaps of WORD_GAP heights or more', async () => {
    const narrow = Math.floor(WORD_GAP * HEIGHT) - 1;
    const wide = Math.ceil(WORD_GAP * HEIGHT) + 1;
    expect(inkRuns(await line([4, 4], { space: narrow })).count).toBe(1);
    expect(inkRuns(await line([4, 4], { space: wide })).count).toBe(2);
  });

  it('finds no run in a blank picture', async () => {
    expect(inkRuns(await line([]))).toEqual({ count: 0, longest: 0, first: 0, last: 0 });
  });
});
