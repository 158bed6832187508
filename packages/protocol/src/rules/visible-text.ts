/**
 * Characters a person does not see, one at a time:
 * - format characters, Unicode general category Cf (UAX #44): ZWSP U+200B, ZWNJ / ZWJ U+200C–D,
 *   bidi controls, word joiner U+2060, BOM U+FEFF, soft hyphen U+00AD, Mongolian vowel separator
 *   U+180E, tag characters U+E0001 and U+E0020–E007F, musical format U+1D173–1D17A…;
 * - control characters (Cc) and whitespace (the White_Space property: spaces, tabs, line and
 *   paragraph separators U+2028 / U+2029, ideographic space…);
 * - Default_Ignorable_Code_Point (UAX #44 / DerivedCoreProperties.txt), which holds the blank
 *   look-alikes that are letters or marks: the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, the
 *   combining grapheme joiner U+034F, Khmer U+17B4 / U+17B5, variation selectors U+FE00–FE0F and
 *   U+E0100–E01EF, the whole tag block U+E0000–E0FFF;
 * - and two that render blank but are in none of these: braille pattern blank U+2800 (a symbol)
 *   and musical symbol null notehead U+1D159 (a mark).
 * The listed code points are spelled out too, so the rule does not rest on the engine's Unicode
 * tables alone.
 */
const INVISIBLE_CHARACTER =
  '\\p{Cf}\\p{Cc}\\p{White_Space}\\p{Default_Ignorable_Code_Point}' +
  '\\u00AD\\u034F\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u2028\\u2029\\u2800\\u3164\\uFE00-\\uFE0F' +
  '\\uFFA0\\u{E0000}-\\u{E007F}\\u{E0100}-\\u{E01EF}\\u{1D159}\\u{1D173}-\\u{1D17A}';

const INVISIBLE = new RegExp(`[${INVISIBLE_CHARACTER}]`, 'gu');
const ONLY_INVISIBLE = new RegExp(`^[${INVISIBLE_CHARACTER}]*$`, 'u');

/**
 * The text as a person sees it: every invisible character above removed ('\u200bgm\u2060' →
 * 'gm'). For judging a text only: a text that is kept is kept as typed, since the same characters
 * hold visible ones together (the ZWJ in 👨‍👩‍👧, the variation selector in ❤️).
 */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE, '');
}

/**
 * True when a person would see nothing: the text is empty or holds only invisible characters
 * (format characters, Unicode category Cf; whitespace; blank look-alikes such as U+2800 and
 * U+3164). Chat lines, group names, preset names, usernames and meme words that are visibly
 * empty are refused with the same sentence as an empty one.
 */
export function isVisiblyEmpty(text: string): boolean {
  return ONLY_INVISIBLE.test(text);
}

/** The negation of isVisiblyEmpty, for schema refinements: the text shows something. */
export function hasVisibleText(text: string): boolean {
  return !ONLY_INVISIBLE.test(text);
}
