/**
 * A small stroke font of our own for the letter image (DA §3 image_type letter): each glyph is an
 * SVG path drawn with a round pen, on a box 100 units high and `width` wide. Drawn as paths, the
 * image needs no installed font: a fresh machine without fonts renders it the same, and resvg
 * draws nothing for text it has no font for.
 */
export type StrokeGlyph = { width: number; d: string };

/** The cap height every glyph is drawn to. */
export const STROKE_GLYPH_HEIGHT = 100;

// Bowls and curves as cubic Béziers; a round pen of ~16–20 % of the height gives a bold,
// rounded sans. Shared curves are written once.
const O_RING = 'M30 0C11 0 0 21 0 50S11 100 30 100 60 79 60 50 49 0 30 0Z';
const C_ARC = 'M58 20C52 7 43 0 31 0 12 0 0 21 0 50S12 100 31 100C43 100 52 93 58 80';
const S_CURVE =
  'M56 16C51 6 42 0 30 0 14 0 4 9 4 25 4 58 58 42 58 75 58 91 46 100 30 100 17 100 7 94 2 82';

export const STROKE_GLYPHS: Record<string, StrokeGlyph> = {
  A: { width: 64, d: 'M0 100L32 0 64 100M12 64H52' },
  B: {
    width: 58,
    d: 'M0 50H30C44 50 52 42 52 25S44 0 30 0H0V100H32C48 100 58 91 58 75S48 50 32 50',
  },
  C: { width: 58, d: C_ARC },
  D: { width: 60, d: 'M0 0V100H22C46 100 60 80 60 50S46 0 22 0Z' },
  E: { width: 54, d: 'M54 0H0V100H54M0 50H44' },
  F: { width: 54, d: 'M54 0H0V100M0 50H44' },
  G: {
    width: 60,
    d: 'M58 20C52 7 43 0 31 0 12 0 0 21 0 50S12 100 31 100C48 100 60 88 60 70V56H36',
  },
  H: { width: 60, d: 'M0 0V100M60 0V100M0 50H60' },
  I: { width: 36, d: 'M18 0V100M0 0H36M0 100H36' },
  J: { width: 54, d: 'M54 0V68C54 89 43 100 27 100S0 89 0 72' },
  K: { width: 58, d: 'M0 0V100M58 0 2 60M20 40 58 100' },
  L: { width: 52, d: 'M0 0V100H52' },
  M: { width: 72, d: 'M0 100V0L36 64 72 0V100' },
  N: { width: 60, d: 'M0 100V0L60 100V0' },
  O: { width: 60, d: O_RING },
  P: { width: 58, d: 'M0 100V0H32C49 0 58 10 58 27S49 54 32 54H0' },
  Q: { width: 60, d: `${O_RING}M38 72 62 104` },
  R: { width: 58, d: 'M0 100V0H32C49 0 58 10 58 27S49 54 32 54H0M30 54 58 100' },
  S: { width: 60, d: S_CURVE },
  T: { width: 64, d: 'M0 0H64M32 0V100' },
  U: { width: 60, d: 'M0 0V66C0 88 12 100 30 100S60 88 60 66V0' },
  V: { width: 64, d: 'M0 0 32 100 64 0' },
  W: { width: 80, d: 'M0 0 18 100 40 30 62 100 80 0' },
  X: { width: 60, d: 'M0 0 60 100M60 0 0 100' },
  Y: { width: 64, d: 'M0 0 32 52 64 0M32 52V100' },
  Z: { width: 58, d: 'M0 0H58L0 100H58' },
  '0': { width: 58, d: 'M29 0C11 0 0 21 0 50S11 100 29 100 58 79 58 50 47 0 29 0ZM44 20 14 80' },
  '1': { width: 44, d: 'M4 20 26 0V100M4 100H44' },
  '2': { width: 58, d: 'M3 22C5 8 16 0 30 0 46 0 57 10 57 27 57 50 34 62 0 100H58' },
  '3': {
    width: 58,
    d: 'M4 14C10 5 18 0 30 0 45 0 55 9 55 24S45 47 27 47C47 47 58 57 58 73S46 100 29 100C16 100 7 94 2 84',
  },
  '4': { width: 62, d: 'M46 100V0L0 70H62' },
  '5': {
    width: 58,
    d: 'M54 0H8L4 45C11 39 19 36 29 36 46 36 58 48 58 68S46 100 29 100C16 100 7 94 2 84',
  },
  '6': {
    width: 58,
    d: 'M52 8C46 3 39 0 31 0 11 0 0 23 0 56 0 85 12 100 29 100S58 87 58 68 46 36 29 36C16 36 5 43 0 57',
  },
  '7': { width: 58, d: 'M0 0H58L20 100' },
  '8': {
    width: 58,
    d: 'M29 46C14 46 5 38 5 23S15 0 29 0 53 8 53 23 44 46 29 46C12 46 0 56 0 73S12 100 29 100 58 90 58 73 46 46 29 46Z',
  },
  '9': {
    width: 58,
    d: 'M6 92C12 97 19 100 27 100 47 100 58 77 58 44 58 15 46 0 29 0S0 13 0 32 12 64 29 64C42 64 53 57 58 43',
  },
  '?': { width: 56, d: 'M2 22C4 8 15 0 28 0 44 0 56 10 56 26 56 47 28 50 28 72M28 98V98.5' },
  $: { width: 60, d: `${S_CURVE}M30 -14V114` },
};

/** The glyph for a character, '?' for one the font lacks. */
export function strokeGlyph(char: string): StrokeGlyph {
  return STROKE_GLYPHS[char] ?? (STROKE_GLYPHS['?'] as StrokeGlyph);
}
