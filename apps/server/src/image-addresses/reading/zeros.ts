import { type DecodedChar, readAs } from './ctc-decode.ts';
import { blobsOfChar, type Glyphs, type LineHeights, median, SURE_REFERENCE } from './glyphs.ts';

/** Digits as wide as a 0 in proportional fonts (their figures share one width); 1 is narrower. */
const FIGURES = new Set('23456789');
/**
 * An O is at least this much wider than the line's figures. In the fonts screenshots show, a
 * capital O is 1.24× (DejaVu Sans: 0.787 em against 0.636 em) to 1.40× (Liberation Sans: 0.778
 * against 0.556) as wide as a figure, a 0 as wide as one; monospace fonts draw both at one width
 * (the recogniser tells them by the 0's slash or dot instead).
 */
const O_WIDER = 1.15;
/** Figures needed to measure the line's figure width. */
const MIN_FIGURES = 2;

/**
 * Issue 48: a character read as the digit 0 that is a letter. An o (its top at the x-height, not
 * the cap height) or an O (wider than the line's figures) is read as that letter, which no hex
 * digit and no base58 character is, so an address written with it is no address: a picture of
 * an invalid string is then never read as the valid one it nearly is. The 0 it was read as stays
 * among its others. Lines without the references (heights; two sure figures) are kept as read.
 */
export function fixZeros(
  chars: DecodedChar[],
  frames: number,
  glyphs: Glyphs,
  heights: LineHeights | undefined,
): DecodedChar[] {
  if (!chars.some((char) => char.char === '0')) return chars;
  const widths = chars.map((_, index) => {
    const blobs = blobsOfChar(glyphs, chars, index, frames);
    if (blobs.length === 0) return undefined;
    return Math.max(...blobs.map((b) => b.x1)) - Math.min(...blobs.map((b) => b.x0)) + 1;
  });
  const figures = chars.flatMap((char, i) =>
    FIGURES.has(char.char) && char.probability >= SURE_REFERENCE && widths[i] !== undefined
      ? [widths[i] as number]
      : [],
  );
  const figure = figures.length >= MIN_FIGURES ? median(figures) : undefined;
  return chars.map((char, index) => {
    if (char.char !== '0') return char;
    const top = heights?.tops[index];
    if (heights && top !== undefined && top > (heights.xHeight + heights.capHeight) / 2) {
      return readAs(char, 'o');
    }
    const width = widths[index];
    if (figure !== undefined && width !== undefined && width >= O_WIDER * figure) {
      return readAs(char, 'O');
    }
    return char;
  });
}
