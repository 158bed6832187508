import { type DecodedChar, readAs } from './ctc-decode.ts';
import { type Blob, blobsOfChar, type Glyphs, median, SURE_REFERENCE } from './glyphs.ts';

/** The letters told apart here: i and j have a dot, J has none; j goes below the baseline. */
const DOTTED = new Set('ijJ');
// Letters and digits that stand on the baseline in every font (no descender).
const ON_BASELINE = new Set('acemnorsuvwxzABDEFHKLMNRTUVWXZ0123456789');
// A stem this far below the baseline (share of the line's height) descends.
const MIN_DESCENT = 0.06;
// A dot is a blob above the stem, smaller than this share of it.
const MAX_DOT_SHARE = 0.5;

/** The stem of a character (its biggest blob) and whether a dot stands above it. */
function shapeOf(blobs: Blob[]): { stem: Blob; dotted: boolean } | undefined {
  const stem = blobs.reduce<Blob | undefined>(
    (biggest, blob) => (!biggest || blob.pixels > biggest.pixels ? blob : biggest),
    undefined,
  );
  if (!stem) return undefined;
  const dotted = blobs.some(
    (blob) =>
      blob !== stem &&
      blob.y1 < stem.y0 &&
      blob.pixels <= stem.pixels * MAX_DOT_SHARE &&
      blob.x1 >= stem.x0 &&
      blob.x0 <= stem.x1,
  );
  return { stem, dotted };
}

/**
 * j, J and i, which the recogniser confuses in some fonts, told apart by their ink: i and j have
 * a dot above their stem, J has none; j's stem goes below the baseline (measured on the letters
 * the recogniser is sure of), i's stops on it. A letter is only changed to one the recogniser
 * itself named as possible there; the letter it was read as stays among its others.
 */
export function fixDottedLetters(
  chars: DecodedChar[],
  frames: number,
  glyphs: Glyphs,
): DecodedChar[] {
  if (!chars.some((char) => DOTTED.has(char.char))) return chars;
  const bottoms = chars.flatMap((char, index) => {
    if (!ON_BASELINE.has(char.char) || char.probability < SURE_REFERENCE) return [];
    const blobs = blobsOfChar(glyphs, chars, index, frames);
    return blobs.length > 0 ? [Math.max(...blobs.map((blob) => blob.y1))] : [];
  });
  const baseline = median(bottoms);
  if (baseline === undefined) return chars;
  return chars.map((char, index) => {
    if (!DOTTED.has(char.char)) return char;
    const shape = shapeOf(blobsOfChar(glyphs, chars, index, frames));
    if (!shape) return char;
    const descends = shape.stem.y1 > baseline + MIN_DESCENT * glyphs.height;
    const wanted = shape.dotted ? (descends ? 'j' : 'i') : char.char === 'j' ? 'J' : char.char;
    const named = char.others.find((other) => other.char === wanted);
    if (wanted === char.char || !named) return char;
    return readAs(char, wanted, Math.max(named.probability, char.probability));
  });
}
