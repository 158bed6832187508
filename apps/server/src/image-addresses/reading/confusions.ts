import type { Chain } from '@launchdeck/protocol';
import { detectContractAddresses } from '@launchdeck/protocol';
import type { OcrChar } from './reader.ts';

/** At most this many readings (spellings that may be verified) per read. */
export const MAX_READINGS = 8;
/** At most this many look-alike twins per read (each one character off the best reading). */
export const MAX_TWINS = 96;

/**
 * Issue 48: a character the recogniser gives less than this probability is unsure: the others it
 * named there (each at least NAMED_AT_LEAST) make readings that may be verified. At or above it
 * the character is sure, and a spelling that changes it is a look-alike twin, never verified.
 */
export const UNSURE_BELOW = 0.9;
export const NAMED_AT_LEAST = 0.02;

// FC §5: base58 has no 0 O I l; an EVM address is 0x and 40 hex digits.
const BASE58 = new Set('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz');
const HEX = new Set('0123456789abcdefABCDEF');

/**
 * What OCR reads in place of what: for each character read, what it may truly be, most likely
 * first (0/O/o/D, 1/l/I, 5/S, 8/B, u/U and the letters whose two cases differ only in size).
 */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'oODd',
  O: 'o0D',
  o: 'O0',
  D: '0O',
  Q: 'O0',
  '1': 'lIi',
  l: '1Ii',
  I: '1lJ',
  i: '1l',
  '|': '1lIJ',
  '!': '1l',
  ')': 'J',
  J: 'j',
  j: 'J',
  g: 'q',
  q: 'g',
  h: 'b',
  '¢': 'c',
  '5': 'S',
  S: '5s',
  s: 'S5',
  '8': 'B',
  B: '8',
  u: 'U',
  U: 'u',
  c: 'C',
  C: 'c',
  k: 'K',
  K: 'k',
  p: 'P',
  P: 'p',
  v: 'V',
  V: 'v',
  w: 'W',
  W: 'w',
  x: 'X',
  X: 'x',
  y: 'Y',
  Y: 'y',
  z: 'Z',
  Z: 'z',
};

/**
 * Misreads bench:image-addresses saw again and again (PaddleOCR reads q as g, a capital W, C or
 * J in some fonts as the small letter, d as 0): the character read, and what it often truly is.
 * Their twins rank before other look-alikes' (this share of the cost).
 */
const FREQUENT: Record<string, string> = { g: 'q', w: 'W', c: 'C', j: 'J', u: 'U', '0': 'd' };
const FREQUENT_SHARE = 0.35;

function alphabetOf(chain: Chain, mixedCase: boolean): (char: string) => boolean {
  if (chain === 'solana') return (char) => BASE58.has(char);
  // A read in one case keeps that case: an EVM address is written all lower, all upper or EIP-55.
  return mixedCase ? (char) => HEX.has(char) : (char) => HEX.has(char) && !/[A-F]/.test(char);
}

/** One character changed: where, to what, and how much less likely the spelling becomes. */
type Change = { index: number; char: string; cost: number };

/** What one read character may be, as readings and as twins. */
type Position = {
  /** The character of the best reading. */
  best: string;
  /** False when `best` repairs a character outside the chain's alphabet. */
  trusted: boolean;
  /** Other characters the recogniser named where it was unsure: readings. */
  named: { char: string; cost: number }[];
  /** Look-alikes of a sure character, or ones the recogniser did not name: twins. */
  alikes: { char: string; cost: number }[];
};

/** The recogniser's probability for each character it named at a place (the read one too). */
function namedProbabilities(read: OcrChar): Map<string, number> {
  const named = new Map<string, number>([[read.char, read.confidence / 100]]);
  for (const other of read.others ?? []) {
    if (other.probability > (named.get(other.char) ?? 0)) named.set(other.char, other.probability);
  }
  return named;
}

/** The look-alike list in its order (likeliest first), then the frequent misreads. */
function lookAlikesOf(char: string): string[] {
  return [...new Set([...(LOOK_ALIKES[char] ?? ''), ...(FREQUENT[char] ?? '')])];
}

/** One read character's best spelling, its readings and its twins; undefined when none fits. */
function positionOf(read: OcrChar, fits: (char: string) => boolean): Position | undefined {
  const probability = read.confidence / 100;
  const named = [...namedProbabilities(read)]
    .filter(([char]) => fits(char))
    .sort((a, b) => b[1] - a[1]);
  let best: string;
  let trusted = true;
  let bestProbability = probability;
  if (fits(read.char)) {
    best = read.char;
  } else {
    const [likeliest] = named;
    const alike = lookAlikesOf(read.char).find(fits);
    // A character outside the alphabet (0 in base58): the picture shows no address, whatever
    // the repair. A near miss and a misread look alike here (the recogniser names o beside 0 in
    // both), and bench:image-addresses' near misses were verified wrongly when a repair it named
    // at 0.2 or more was trusted; so a repair is shown, never verified.
    trusted = false;
    if (likeliest) {
      [best, bestProbability] = likeliest;
    } else if (alike) {
      best = alike;
      bestProbability = 0;
    } else {
      return undefined;
    }
  }
  const unsure = !fits(read.char) || probability < UNSURE_BELOW;
  const readings = unsure
    ? named
        .filter(([char, p]) => char !== best && p >= NAMED_AT_LEAST)
        .map(([char, p]) => ({ char, cost: costOf(bestProbability, p) }))
    : [];
  const asReading = new Set([best, ...readings.map((r) => r.char)]);
  // A sure character's look-alikes (and what else the recogniser named there) are twins, cheaper
  // the less sure the recogniser was and the more often the misread happens.
  const alikes = [...named.map(([char]) => char), ...lookAlikesOf(read.char), ...lookAlikesOf(best)]
    .filter((char, index, all) => fits(char) && !asReading.has(char) && all.indexOf(char) === index)
    .map((char, rank) => ({
      char,
      cost:
        probability * (FREQUENT[read.char]?.includes(char) ? FREQUENT_SHARE : 1) + rank * RANK_STEP,
    }));
  return { best, trusted, named: readings, alikes };
}

/** How much less likely a spelling becomes when a character of probability `from` is read `to`. */
const costOf = (from: number, to: number) =>
  Math.log(Math.max(from, 1e-6)) - Math.log(Math.max(to, 1e-6));

/** Cost of one more step down a look-alike list, so the first look-alike is preferred. */
const RANK_STEP = 0.15;

/** How many characters of a read may be impossible for the chain before it is not taken as one. */
export const MAX_IMPOSSIBLE_CHARS = 2;

/** The spellings of an address read (reader.ts AddressRead: `alternatives` and `verifiable`). */
export type Spellings = { alternatives: string[]; verifiable: number };

/**
 * Issue 48: the spellings of an address read character by character, each a valid shape for the
 * chain. First the readings: the best reading (the recogniser's likeliest character of the
 * chain's alphabet at each place), then, most likely first, spellings that change one to three of
 * the characters it was unsure of into characters it named there itself. Only these may be
 * verified (`verifiable` of them). Then the twins: each one sure character changed into a
 * look-alike (g/q, w/W, d/0, …), at most a "did you mean". When the best reading repairs a
 * character outside the alphabet, the picture shows no address and nothing may be verified
 * (`verifiable` 0). Undefined when the read cannot be an address of
 * the chain: too many impossible characters, no mix of digits and cases, or a best reading that
 * is not an address (its look-alikes never make an address of a word).
 */
export function spellingsFor(chain: Chain, body: OcrChar[], prefix = ''): Spellings | undefined {
  const mixedCase = chain === 'bnb' && /[a-f]/.test(texts(body)) && /[A-F]/.test(texts(body));
  const fits = alphabetOf(chain, mixedCase);
  const positions: Position[] = [];
  for (const read of body) {
    const position = positionOf(read, fits);
    if (!position) return undefined;
    positions.push(position);
  }
  const impossible = body.filter((read) => !fits(read.char)).length;
  if (chain === 'solana' && impossible > MAX_IMPOSSIBLE_CHARS) return undefined;
  if (chain === 'solana' && !readsLikeKey(body.filter((read) => fits(read.char)))) return undefined;
  const best = positions.map((position) => position.best);
  if (!isAddressOf(chain, prefix + best.join(''))) return undefined;
  const spell = (changes: Change[]) => {
    const spelling = [...best];
    for (const change of changes) spelling[change.index] = change.char;
    return prefix + spelling.join('');
  };

  const named = positions
    .flatMap((position, index) => position.named.map((option) => ({ index, ...option })))
    .sort((a, b) => a.cost - b.cost);
  const readings = [{ address: spell([]), cost: 0 }];
  for (const change of named) readings.push({ address: spell([change]), cost: change.cost });
  // Two or three unsure characters at once, among the likeliest few.
  for (const chosen of combinations(named.slice(0, 5))) {
    readings.push({ address: spell(chosen), cost: chosen.reduce((sum, c) => sum + c.cost, 0) });
  }
  const twins = positions
    .flatMap((position, index) => position.alikes.map((option) => ({ index, ...option })))
    .sort((a, b) => a.cost - b.cost)
    .map((change) => spell([change]));

  const seen = new Set<string>();
  const valid = (address: string) => {
    if (seen.has(address) || !isAddressOf(chain, address)) return false;
    seen.add(address);
    return true;
  };
  const read = readings
    .sort((a, b) => a.cost - b.cost)
    .map((reading) => reading.address)
    .filter(valid)
    .slice(0, MAX_READINGS);
  const alike = twins.filter(valid).slice(0, MAX_TWINS);
  const trusted = positions.every((position) => position.trusted);
  return { alternatives: [...read, ...alike], verifiable: trusted ? read.length : 0 };
}

/** Every set of two or three changes at different places. */
function combinations(changes: Change[]): Change[][] {
  const sets: Change[][] = [];
  for (let mask = 1; mask < 1 << changes.length; mask++) {
    const chosen = changes.filter((_, bit) => mask & (1 << bit));
    if (chosen.length < 2 || chosen.length > 3) continue;
    if (new Set(chosen.map((c) => c.index)).size < chosen.length) continue;
    sets.push(chosen);
  }
  return sets;
}

/**
 * A key of 32 random bytes in base58 holds digits and both cases (all three miss in fewer than 1
 * in 1,000 keys); a long word or identifier does not, even after its l is taken for a 1. So the
 * characters as read, not the replaced ones, must hold all three.
 */
function readsLikeKey(chars: OcrChar[]): boolean {
  const text = texts(chars);
  return /\d/.test(text) && /[a-z]/.test(text) && /[A-Z]/.test(text);
}

function texts(chars: OcrChar[]): string {
  return chars.map((c) => c.char).join('');
}

/** FC §5's own rule, so an image address is exactly what a text address would be. */
function isAddressOf(chain: Chain, address: string): boolean {
  const found = detectContractAddresses(address);
  return found.length === 1 && found[0]?.address === address && found[0].chain === chain;
}
