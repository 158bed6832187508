import { URL_PATTERN } from '@launchdeck/protocol';
import { alternativesFor } from './confusions.ts';
import type { AddressRead, ImageBox, OcrChar, OcrWord } from './reader.ts';

// Characters that may stand inside an address as read: the alphabets and what OCR misreads.
const ADDRESS_LIKE = /[0-9A-Za-z|!)]/;
const EVM_PREFIX = /^[0Oo][xX]/;
const EVM_VALUE = /^[0Oo][xX][0-9a-fA-F]+$/;
const EVM_LENGTH = 42;
const SOLANA_LENGTHS = { min: 32, max: 44 };

/** The runs of address-like characters in a word, split at anything else ("CA:7xK…" → "7xK…"). */
function runsOf(word: OcrWord): OcrChar[][] {
  const runs: OcrChar[][] = [];
  let run: OcrChar[] = [];
  for (const read of word) {
    if (ADDRESS_LIKE.test(read.char)) {
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

/** The address one run of characters may be, or none. */
function readOf(run: OcrChar[]): AddressRead | undefined {
  const text = run.map((read) => read.char).join('');
  const box = boxOf(run);
  const withBox = (read: AddressRead): AddressRead => (box ? { ...read, box } : read);
  // 0x and hex digits is an EVM value (a hash, an amount) whatever its length, never base58.
  if (EVM_VALUE.test(text) && run.length !== EVM_LENGTH) return undefined;
  if (run.length === EVM_LENGTH && EVM_PREFIX.test(text)) {
    const alternatives = alternativesFor('bnb', run.slice(2), '0x');
    return alternatives.length > 0 ? withBox({ chain: 'bnb', alternatives }) : undefined;
  }
  if (run.length < SOLANA_LENGTHS.min || run.length > SOLANA_LENGTHS.max) return undefined;
  const alternatives = alternativesFor('solana', run);
  return alternatives.length > 0 ? withBox({ chain: 'solana', alternatives }) : undefined;
}

/** The addresses in an image's words, in reading order, each once (by its most likely spelling). */
export function findAddressReads(words: OcrWord[]): AddressRead[] {
  const reads = new Map<string, AddressRead>();
  for (const word of words) {
    // FC §5: links are not addresses, even when a path segment looks like one.
    if (new RegExp(URL_PATTERN.source, 'i').test(word.map((read) => read.char).join(''))) continue;
    for (const run of runsOf(word)) {
      const read = readOf(run);
      const first = read?.alternatives[0];
      // EVM addresses are one address in any case; base58 is case-sensitive.
      const key = read?.chain === 'bnb' ? first?.toLowerCase() : first;
      if (read && key && !reads.has(key)) reads.set(key, read);
    }
  }
  return [...reads.values()];
}
