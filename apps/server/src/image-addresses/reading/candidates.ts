import { spellingsFor } from './confusions.ts';
import type { AddressRead, ImageBox, OcrChar, OcrLine } from './reader.ts';
import { findWrappedAddresses } from './wrapped-lines.ts';

// Characters that may stand inside an address as read: the alphabets and what OCR misreads.
const ADDRESS_LIKE = /[0-9A-Za-z|!)¢]/;
const EVM_PREFIX = /^[0Oo][xX]/;
const EVM_VALUE = /^[0Oo][xX][0-9a-fA-F]+$/;
const EVM_LENGTH = 42;
const SOLANA_LENGTHS = { min: 32, max: 44 };

// FC §5: links are not addresses, even when a path segment looks like one (URL_PATTERN), here
// as OCR reads links: `://` with a slash missed, and links shown without their scheme
// (`pump.fun/coin/…`).
const LINK = /(?:\bhttps?:\/\/?|\bwww\.|\b[a-z0-9-]+\.[a-z]{2,}\/)[^\s<>"']+/gi;

// OCR spaces out links around their punctuation ("https: / /dexscreener. com/ solana/…").
const LINK_PUNCTUATION = /[/:.]/;

/** Which characters of a line belong to a link, found with the spaces beside / : . left out. */
function inLinks(line: OcrLine): boolean[] {
  const kept = line.flatMap((read, index) => {
    const beside = `${line[index - 1]?.char ?? ''}${line[index + 1]?.char ?? ''}`;
    return read.char === ' ' && LINK_PUNCTUATION.test(beside) ? [] : [index];
  });
  const compact = kept.map((index) => line[index]?.char ?? '').join('');
  const marks = line.map(() => false);
  for (const match of compact.matchAll(LINK)) {
    for (let i = match.index; i < match.index + match[0].length; i++) {
      marks[kept[i] ?? 0] = true;
    }
  }
  return marks;
}

/**
 * The runs of address-like characters in a line outside links, split at anything else
 * ("CA:7xK…" → "7xK…").
 */
function runsOf(line: OcrLine): OcrChar[][] {
  const links = inLinks(line);
  const runs: OcrChar[][] = [];
  let run: OcrChar[] = [];
  for (const [index, read] of line.entries()) {
    if (ADDRESS_LIKE.test(read.char) && !links[index]) {
      run.push(read);
      continue;
    }
    if (run.length > 0) runs.push(run);
    run = [];
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

function boxOf(run: OcrChar[]): ImageBox | undefined {
  const boxes = run.flatMap((read) => (read.box ? [read.box] : []));
  if (boxes.length === 0) return undefined;
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
}

/**
 * An address read with the characters it was spelled from: its body (the characters after the
 * prefix) and the prefix (`0x` or none), so a second read of the same line can be voted with it.
 */
export type AddressCandidate = { read: AddressRead; body: OcrChar[]; prefix: string };

/** The address one run of characters is, as a whole, or none. */
function wholeReadOf(run: OcrChar[]): AddressCandidate | undefined {
  const text = run.map((read) => read.char).join('');
  const box = boxOf(run);
  const candidate = (chain: AddressRead['chain'], body: OcrChar[], prefix = '') => {
    const spellings = spellingsFor(chain, body, prefix);
    if (!spellings) return undefined;
    const read: AddressRead = { chain, ...spellings, ...(box ? { box } : {}) };
    return { read, body, prefix };
  };
  // 0x and hex digits is an EVM value (a hash, an amount) whatever its length, never base58.
  if (EVM_VALUE.test(text) && run.length !== EVM_LENGTH) return undefined;
  if (run.length === EVM_LENGTH && EVM_PREFIX.test(text))
    return candidate('bnb', run.slice(2), '0x');
  if (run.length < SOLANA_LENGTHS.min || run.length > SOLANA_LENGTHS.max) return undefined;
  return candidate('solana', run);
}

// Labels that OCR glues to the address after them when it misses the space ("CA0x…", "CA4cU…").
const LABEL = /^(?:CA|Ca|ca|Contract|contract|Token|token|Mint|mint|Address|address)/;

/** The address one run of characters may be, or none. */
function readOf(run: OcrChar[]): AddressCandidate | undefined {
  const text = run.map((read) => read.char).join('');
  // An EVM address ending the run, glued to a label before it ("CA0x…"), is that address, even
  // when the whole run would pass for base58.
  const evmStart = run.length - EVM_LENGTH;
  if (evmStart > 0 && EVM_PREFIX.test(text.slice(evmStart))) {
    const evm = wholeReadOf(run.slice(evmStart));
    if (evm) return evm;
  }
  const whole = wholeReadOf(run);
  if (whole) return whole;
  const label = LABEL.exec(text)?.[0];
  return label ? wholeReadOf(run.slice(label.length)) : undefined;
}

/**
 * The addresses in an image's lines, in reading order, each once (by its most likely spelling).
 * An address wrapped over lines (wrapped-lines.ts) is read whole, with each part's box, where
 * its first part is; its parts are not read again on their own.
 */
export function findAddressCandidates(lines: OcrLine[]): AddressCandidate[] {
  const wrapped = findWrappedAddresses(lines, { runsOf, readOf });
  const startsAt = new Map(wrapped.map((found) => [found.parts[0]?.[0], found.candidate]));
  const inWrapped = new Set(wrapped.flatMap((found) => found.parts.flat()));
  const found = new Map<string, AddressCandidate>();
  for (const line of lines) {
    for (const run of runsOf(line)) {
      const start = run.find((char) => startsAt.has(char));
      const candidate = start ? startsAt.get(start) : readOf(run);
      // A run holding part of a wrapped address and nothing before it is that address.
      if (!start && run.some((char) => inWrapped.has(char))) continue;
      const first = candidate?.read.alternatives[0];
      // EVM addresses are one address in any case; base58 is case-sensitive.
      const key = candidate?.read.chain === 'bnb' ? first?.toLowerCase() : first;
      if (candidate && key && !found.has(key)) found.set(key, candidate);
    }
  }
  return [...found.values()];
}

/** The addresses in an image's lines, as findAddressCandidates, without their characters. */
export function findAddressReads(lines: OcrLine[]): AddressRead[] {
  return findAddressCandidates(lines).map((candidate) => candidate.read);
}
