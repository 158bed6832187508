import fc from 'fast-check';

/** Pieces that break naive cuts: astral emoji, ZWJ families, flags, combining marks, lone halves. */
const HOSTILE_PIECES = [
  '😀',
  '👍🏽',
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  '🇺🇸',
  '🇯🇵🇫🇷',
  'e\u0301',
  'ก\u0e35\u0e49',
  '\u200d',
  '\ufe0f',
  '\ud83d',
  '\ude00',
  '\u0000',
  '𝐀',
  'a',
  ' ',
];

/** Random Unicode: the hostile pieces mixed with any graphemes and any code units. */
export const hostileUnicode = fc
  .array(
    fc.oneof(
      fc.constantFrom(...HOSTILE_PIECES),
      fc.string({ unit: 'grapheme', maxLength: 4 }),
      fc.string({ unit: 'binary', maxLength: 4 }),
    ),
    { maxLength: 60 },
  )
  .map((pieces) => pieces.join(''));
