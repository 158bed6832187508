import { describe, expect, it } from 'vitest';
import { findAddressReads } from './candidates.ts';
import type { OcrLine } from './reader.ts';

const SOLANA = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** Line `row` of a text block read with full confidence: characters 10 px wide, 16 px tall. */
function line(text: string, row: number, x = 0): OcrLine {
  return [...text].map((char, index) => ({
    char,
    confidence: 99,
    box: { x: x + index * 10, y: 20 + row * 24, width: 10, height: 16 },
  }));
}

const firstReads = (lines: OcrLine[]) => findAddressReads(lines).map((r) => r.alternatives[0]);

describe('findAddressCandidates on wrapped lines', () => {
  it('joins an address wrapped over two lines, each part boxed in reading order', () => {
    const reads = findAddressReads([
      line(`CA ${SOLANA.slice(0, 25)}`, 0),
      line(SOLANA.slice(25), 1),
    ]);
    expect(reads.map((r) => [r.chain, r.alternatives[0]])).toEqual([['solana', SOLANA]]);
    expect(reads[0]?.boxes).toEqual([
      { x: 30, y: 20, width: 250, height: 16 },
      { x: 0, y: 44, width: 190, height: 16 },
    ]);
    expect(reads[0]?.box).toEqual({ x: 0, y: 20, width: 280, height: 40 });
  });

  it('joins an address wrapped over three lines of a narrow column', () => {
    const reads = findAddressReads([
      line(SOLANA.slice(0, 15), 0),
      line(SOLANA.slice(15, 30), 1),
      line(SOLANA.slice(30), 2),
      line('wen moon', 3),
    ]);
    expect(reads.map((r) => r.alternatives[0])).toEqual([SOLANA]);
    expect(reads[0]?.boxes).toHaveLength(3);
  });

  it('joins an address broken with a hyphen, its first part not read on its own', () => {
    // The first part, 32 characters, would pass for an address by itself.
    expect(firstReads([line(`${SOLANA.slice(0, 32)}-`, 0), line(SOLANA.slice(32), 1)])).toEqual([
      SOLANA,
    ]);
    expect(firstReads([line(`${EVM.slice(0, 24)}-`, 0), line(EVM.slice(24), 1)])).toEqual([EVM]);
  });

  it('joins parts under a wider line when hyphenated or alone on their lines', () => {
    const header = line('new launch, CA below, good luck all', 0);
    const parts = [SOLANA.slice(0, 15), SOLANA.slice(15, 30), SOLANA.slice(30)];
    const hyphenated = parts.map((part, i) => line(i < 2 ? `${part}-` : part, i + 1));
    expect(firstReads([header, ...hyphenated])).toEqual([SOLANA]);
    expect(firstReads([header, ...parts.map((part, i) => line(part, i + 1))])).toEqual([SOLANA]);
  });

  it('joins an address broken at a space, with text after it', () => {
    const reads = findAddressReads([
      line(`${SOLANA.slice(0, 25)} `, 0),
      line(` ${SOLANA.slice(25)} ok`, 1),
    ]);
    expect(reads.map((r) => r.alternatives[0])).toEqual([SOLANA]);
    expect(reads[0]?.boxes?.[1]).toEqual({ x: 10, y: 44, width: 190, height: 16 });
  });

  it('reads a whole address and a wrapped one in reading order', () => {
    const other = '9wFFyRfZBsuAha4YcuxcXLKwMxJR43S7fPfQLusDBzvT';
    const lines = [
      line(other, 0),
      line('gm', 3),
      line(`CA: ${SOLANA.slice(0, 30)}`, 5),
      line(SOLANA.slice(30), 6),
    ];
    expect(firstReads(lines)).toEqual([other, SOLANA]);
  });

  it('does not join a line that continues with something other than the address', () => {
    // A whole address at the block's edge, then prose: the join would be too long.
    expect(firstReads([line(SOLANA, 0), line('soon to launch', 1)])).toEqual([SOLANA]);
    // A part under four characters must be its line's whole text, not a word before more.
    expect(findAddressReads([line(SOLANA.slice(0, 42), 0), line('sU moon', 1)])).toEqual([]);
    expect(firstReads([line(SOLANA.slice(0, 42), 0), line('sU', 1)])).toEqual([SOLANA]);
    // An EVM address, then hex digits: a longer hex value is no address.
    expect(firstReads([line(EVM, 0), line('33aa', 1)])).toEqual([EVM]);
  });

  it('does not join a line that ends short of its text block edge', () => {
    const lines = [
      line('the quick brown fox jumps over the lazy dog', 0),
      line(`CA ${SOLANA.slice(0, 25)}`, 1),
      line(SOLANA.slice(25), 2),
    ];
    expect(findAddressReads(lines)).toEqual([]);
    // A short line above the rest of an address: "7xKX" and the rest would be the address.
    expect(findAddressReads([line(SOLANA.slice(0, 4), 0), line(SOLANA.slice(4), 1)])).toEqual([]);
  });

  it('does not join lines far apart (two bubbles) or not starting alike', () => {
    expect(findAddressReads([line(SOLANA.slice(0, 25), 0), line(SOLANA.slice(25), 2)])).toEqual([]);
    expect(
      findAddressReads([line(SOLANA.slice(0, 25), 0), line(SOLANA.slice(25), 1, 120)]),
    ).toEqual([]);
  });

  it('joins prose lines into nothing', () => {
    const lines = [
      line('Bitcoin just broke its all-time high again', 0),
      line('volume is up 38 percent, markets are wild', 1),
      line('AbstractSingletonProxyFactoryBean', 2),
      line('Supercalifragilisticexpialidociously', 3),
    ];
    expect(findAddressReads(lines)).toEqual([]);
  });

  it('does not join a link wrapped over lines', () => {
    const lines = [
      line(`https://pump.fun/coin/${SOLANA.slice(0, 20)}`, 0),
      line(SOLANA.slice(20), 1),
    ];
    expect(findAddressReads(lines)).toEqual([]);
  });
});
