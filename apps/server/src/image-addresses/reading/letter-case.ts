import { type DecodedChar, readAs } from './ctc-decode.ts';
import { blobsOfChar, type Glyphs, type LineHeights, median, SURE_REFERENCE } from './glyphs.ts';
import { fixZeros } from './zeros.ts';

/**
 * Letters whose small and capital forms have the same shape in most fonts and differ only in
 * height: the small one's top is at the line's x-height, the capital's at its cap height.
 */
const SAME_SHAPE = new Set('cCoOpPsSuUvVwWxXyYzZ');
// Letters and digits whose top is surely at the x-height, or at the cap height.
const X_HEIGHT = new Set('acemnorsuvwxz');
const CAP_HEIGHT = new Set('ABDEFGHKLMNPRTUVWXYZ0123456789');
// The two heights must be this far apart (share of the line's height) to tell cases apart.
const MIN_GAP = 0.08;

/**
 * Reads the case of same-shaped letters (c/C, w/W, …) from their height in the line, which the
 * recogniser often misjudges in fonts where the two differ only in size: each such letter's top
 * is compared with the line's x-height and cap height, measured on the letters the recogniser
 * is sure of. A letter clearly nearer the other height takes the other case; the case it was
 * read in stays among its others. Lines with too few sure letters of either height are kept as
 * read.
 */
export function fixLetterCase(chars: DecodedChar[], frames: number, glyphs: Glyphs): DecodedChar[] {
  const heights = lineHeightsOf(chars, frames, glyphs);
  const cased = heights ? chars.map((char, index) => caseOf(char, heights, index)) : chars;
  return fixZeros(cased, frames, glyphs, heights);
}

/** The line's two heights, or undefined when too few sure letters give them or they are too near. */
export function lineHeightsOf(
  chars: DecodedChar[],
  frames: number,
  glyphs: Glyphs,
): LineHeights | undefined {
  const tops = chars.map((_, index) => {
    const blobs = blobsOfChar(glyphs, chars, index, frames);
    return blobs.length > 0 ? Math.min(...blobs.map((blob) => blob.y0)) : undefined;
  });
  const heightOf = (set: Set<string>) =>
    median(
      chars.flatMap((c, i) =>
        set.has(c.char) && c.probability >= SURE_REFERENCE && tops[i] !== undefined
          ? [tops[i] as number]
          : [],
      ),
    );
  const xHeight = heightOf(X_HEIGHT);
  const capHeight = heightOf(CAP_HEIGHT);
  if (xHeight === undefined || capHeight === undefined) return undefined;
  if (xHeight - capHeight < MIN_GAP * glyphs.height) return undefined;
  return { xHeight, capHeight, tops };
}

/** One same-shaped letter in the case its height says. */
function caseOf(char: DecodedChar, { xHeight, capHeight, tops }: LineHeights, index: number) {
  const top = tops[index];
  if (!SAME_SHAPE.has(char.char) || top === undefined) return char;
  const capital = top < (xHeight + capHeight) / 2;
  const wanted = capital ? char.char.toUpperCase() : char.char.toLowerCase();
  return wanted === char.char ? char : readAs(char, wanted);
}
