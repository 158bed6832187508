/** DA §5 / §9: a ticker is at most 10 characters; 'TOKEN' when nothing usable is left. */
export const TICKER_MAX = 10;
export const TICKER_FALLBACK = 'TOKEN';

/** DA §5: a colour word anywhere in the text becomes the ticker. */
const COLOUR_WORDS = new Set([
  'RED',
  'BLUE',
  'GREEN',
  'YELLOW',
  'ORANGE',
  'PURPLE',
  'PINK',
  'BLACK',
  'WHITE',
  'GOLD',
  'SILVER',
  'BROWN',
  'GREY',
  'GRAY',
  'CYAN',
  'MAGENTA',
  'VIOLET',
  'INDIGO',
  'TEAL',
  'MAROON',
]);
/** DA §5: with two words, a second word 'token' or 'coin' leaves the first alone. */
const GENERIC_SECOND = new Set(['TOKEN', 'COIN']);

const isNumber = (word: string) => /^\d+$/.test(word);

/** One word longer than the limit: drop inner vowels (DOGEFATHER → DGFTHR), then cut. */
function trimWord(word: string): string {
  if (word.length <= TICKER_MAX) return word;
  const consonants = word[0] + word.slice(1).replace(/[AEIOU]/g, '');
  return consonants.slice(0, TICKER_MAX);
}

/**
 * DA §5 ticker generation from a name or a post's text: letters and digits only, upper case; a
 * colour word wins; 3+ words take their first letters (numbers are kept whole); 2 words are joined,
 * or the first alone when the second is token or coin; 1 word is used whole or trimmed.
 */
export function generateTicker(text: string): string {
  const words = text
    .normalize('NFKD')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return TICKER_FALLBACK;
  const colour = words.find((word) => COLOUR_WORDS.has(word));
  if (colour) return colour;
  let ticker: string;
  if (words.length >= 3) {
    ticker = words.map((word) => (isNumber(word) ? word : word[0])).join('');
  } else if (words.length === 2) {
    const [first, second] = words as [string, string];
    ticker = GENERIC_SECOND.has(second) ? trimWord(first) : trimWord(first + second);
  } else {
    ticker = trimWord(words[0] as string);
  }
  return ticker.slice(0, TICKER_MAX) || TICKER_FALLBACK;
}

/** FC §5 cashtag: `$` and 2+ letters (then letters or digits), not after a word character. */
const CASHTAG = /(?<![\p{L}\p{N}_$])\$(\p{L}{2,}[\p{L}\p{N}]*)/u;

/**
 * Ours: the ticker a post names itself ($FROG → FROG), upper case, when it fits the DA §5 limit
 * of 10; null when the post names none. A trader launching from "$FROG to the moon" means FROG.
 */
export function cashtagTicker(text: string): string | null {
  const tag = CASHTAG.exec(text)?.[1]?.toUpperCase();
  return tag && tag.length <= TICKER_MAX && /^[A-Z0-9]+$/.test(tag) ? tag : null;
}
