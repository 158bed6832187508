import type { Chain } from '@launchdeck/protocol';
import { detectContractAddresses } from '@launchdeck/protocol';
import type { OcrChar } from './reader.ts';

/** At most this many spellings per read (the reader contract's 1..8). */
export const MAX_ALTERNATIVES = 8;

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
 * Overruling a read with one of them costs this share of overruling it with another look-alike.
 */
const FREQUENT: Record<string, string> = { g: 'q', w: 'W', c: 'C', j: 'J', u: 'U', '0': 'd' };
const FREQUENT_SHARE = 0.35;

/** Cost of one more step down a look-alike list, so the first look-alike is preferred. */
const RANK_STEP = 0.15;

type Option = { char: string; cost: number };

function alphabetOf(chain: Chain, mixedCase: boolean): (char: string) => boolean {
  if (chain === 'solana') return (char) => BASE58.has(char);
  // A read in one case keeps that case: an EVM address is written all lower, all upper or EIP-55.
  return mixedCase ? (char) => HEX.has(char) : (char) => HEX.has(char) && !/[A-F]/.test(char);
}

/**
 * The probability given to a look-alike the recogniser itself did not name (or named less
 * likely than this): a confident read is rarely overruled by one, an uncertain one can be.
 */
const LOOK_ALIKE_PROBABILITY = 0.01;
const FREQUENT_PROBABILITY = 0.05;

/**
 * The spellings of a character whose recogniser named what else it may be, cheapest first: the
 * cost is the negative log of each spelling's probability, so the cheapest spellings of a whole
 * read are the most probable ones (the costs add up as the probabilities multiply). Only
 * characters of the chain's alphabet are kept: the recogniser's output, masked to the alphabet.
 */
function optionsByProbability(read: OcrChar, fits: (char: string) => boolean): Option[] {
  const probability = new Map<string, number>();
  const offer = (char: string, p: number) => {
    if (fits(char) && p > (probability.get(char) ?? 0)) probability.set(char, p);
  };
  offer(read.char, read.confidence / 100);
  for (const other of read.others ?? []) offer(other.char, other.probability);
  for (const char of LOOK_ALIKES[read.char] ?? '') {
    offer(
      char,
      FREQUENT[read.char]?.includes(char) ? FREQUENT_PROBABILITY : LOOK_ALIKE_PROBABILITY,
    );
  }
  return [...probability]
    .map(([char, p]) => ({ char, cost: -Math.log(Math.max(p, 1e-6)) }))
    .sort((a, b) => a.cost - b.cost);
}

/** The spellings one read character may stand for, cheapest first; empty when none fits. */
function optionsFor(read: OcrChar, fits: (char: string) => boolean): Option[] {
  if (read.others) return optionsByProbability(read, fits);
  const options: Option[] = [];
  if (fits(read.char)) options.push({ char: read.char, cost: 0 });
  // A confident read is expensive to overrule; an impossible one must be.
  const overrule = options.length > 0 ? read.confidence / 100 : 0;
  const alikes = [...(LOOK_ALIKES[read.char] ?? '')].filter(fits);
  alikes.forEach((char, rank) => {
    const share = FREQUENT[read.char]?.includes(char) ? FREQUENT_SHARE : 1;
    options.push({ char, cost: overrule * share + rank * RANK_STEP });
  });
  return options.sort((a, b) => a.cost - b.cost);
}

/** How many characters of a read may be impossible for the chain before it is not taken as one. */
export const MAX_IMPOSSIBLE_CHARS = 2;

/**
 * The most likely spellings of an address read character by character, each a valid shape for
 * the chain: the read with its impossible characters replaced, then the cheapest changes at the
 * least confident look-alike positions. Empty when the read cannot be an address of the chain.
 */
export function alternativesFor(chain: Chain, body: OcrChar[], prefix = ''): string[] {
  const mixedCase = chain === 'bnb' && /[a-f]/.test(texts(body)) && /[A-F]/.test(texts(body));
  const fits = alphabetOf(chain, mixedCase);
  const positions = body.map((read) => optionsFor(read, fits));
  if (positions.some((options) => options.length === 0)) return [];
  const impossible = body.filter((read) => !fits(read.char)).length;
  if (chain === 'solana' && impossible > MAX_IMPOSSIBLE_CHARS) return [];
  if (chain === 'solana' && !readsLikeKey(body.filter((read) => fits(read.char)))) return [];
  const base = positions.map((options) => options[0] as Option);
  // The read itself (impossible characters replaced) must be an address; its look-alikes only
  // choose between spellings, they never make an address of a word.
  if (!isAddressOf(chain, prefix + base.map((o) => o.char).join(''))) return [];
  const changes = positions
    .flatMap((options, index) =>
      options.slice(1).map((option) => ({
        index,
        char: option.char,
        cost: option.cost - (base[index] as Option).cost,
      })),
    )
    .sort((a, b) => a.cost - b.cost)
    .slice(0, MAX_ALTERNATIVES * 2);
  const variants: { spelling: string[]; cost: number }[] = [
    { spelling: base.map((o) => o.char), cost: 0 },
  ];
  for (const change of changes) {
    const spelling = base.map((o) => o.char);
    spelling[change.index] = change.char;
    variants.push({ spelling, cost: change.cost });
  }
  // Two or three changes together, among the cheapest few, for reads with several doubtful
  // characters (a font whose W always reads as w).
  const doubtful = changes.slice(0, 5);
  for (let mask = 1; mask < 1 << doubtful.length; mask++) {
    const chosen = doubtful.filter((_, bit) => mask & (1 << bit));
    if (chosen.length < 2 || chosen.length > 3) continue;
    if (new Set(chosen.map((c) => c.index)).size < chosen.length) continue;
    const spelling = base.map((o) => o.char);
    for (const change of chosen) spelling[change.index] = change.char;
    variants.push({ spelling, cost: chosen.reduce((sum, change) => sum + change.cost, 0) });
  }
  const seen = new Set<string>();
  const result: string[] = [];
  for (const { spelling } of variants.sort((a, b) => a.cost - b.cost)) {
    const address = prefix + spelling.join('');
    if (seen.has(address) || !isAddressOf(chain, address)) continue;
    seen.add(address);
    result.push(address);
    if (result.length === MAX_ALTERNATIVES) break;
  }
  return result;
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
