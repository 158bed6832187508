/*
 * Shortening text the way people see it (issue 46): a limit never cuts through a character a
 * reader sees as one (an emoji with its skin tone, a ZWJ family, a flag, a letter with combining
 * marks; Unicode's extended grapheme clusters, UAX #29, as Intl.Segmenter finds them), and what
 * is cut is marked with `…`. Limits count code points, as the protocol's schemas do (zod's string
 * `.max` counts code points), so a shortened text always passes its schema's limit.
 */

const ELLIPSIS = '…';
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Half of a surrogate pair without its other half (with the `u` flag, `\p{Cs}` is only those). */
const UNPAIRED = /\p{Cs}/gu;
const NUL = String.fromCharCode(0);

/**
 * The same text with every character storage cannot hold (NUL, an unpaired surrogate) replaced
 * by U+FFFD, the replacement character: what a source sends is kept, never refused for them.
 */
export function storableText(text: string): string {
  return text.replace(UNPAIRED, '\ufffd').replaceAll(NUL, '\ufffd');
}

/** Code points in a string (a surrogate pair is one). */
function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** How a limit counts: code points (the protocol's zod schemas) or UTF-16 units (`.length`). */
export type TextUnits = 'code-points' | 'utf-16';

/**
 * The longest run of whole graphemes from the start of `text` that is at most `max` long,
 * counted in `units` (no ellipsis): '' when even the first grapheme is longer.
 */
export function graphemePrefix(
  text: string,
  max: number,
  units: TextUnits = 'code-points',
): string {
  if (text.length <= max) return text;
  if (max <= 0) return '';
  const size = units === 'utf-16' ? (segment: string) => segment.length : codePoints;
  let end = 0;
  let used = 0;
  // Only the prefix can matter: segmenting a little past the limit finds the cluster it cuts.
  for (const { index, segment } of graphemes.segment(text.slice(0, 2 * max + 64))) {
    used += size(segment);
    if (used > max) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/**
 * `text` when it fits in `max` code points (or UTF-16 units, for a limit an outside service counts
 * in `.length`); else its longest prefix of whole graphemes that leaves room for `…`, then `…`
 * (the result is at most `max`). Trailing spaces before the ellipsis are dropped.
 */
export function shortenText(text: string, max: number, units: TextUnits = 'code-points'): string {
  if (text.length <= max || (units === 'code-points' && codePoints(text) <= max)) return text;
  if (max < ELLIPSIS.length) return '';
  return `${graphemePrefix(text, max - ELLIPSIS.length, units).trimEnd()}${ELLIPSIS}`;
}
