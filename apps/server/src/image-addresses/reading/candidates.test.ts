import { describe, expect, it } from 'vitest';
import { findAddressReads } from './candidates.ts';
import type { OcrLine } from './reader.ts';

const SOLANA = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** A line read with full confidence, each character 10 px wide, at y = 20. */
function line(text: string, x = 0): OcrLine {
  return [...text].map((char, index) => ({
    char,
    confidence: 99,
    box: { x: x + index * 10, y: 20, width: 10, height: 16 },
  }));
}

describe('findAddressReads', () => {
  it('reads a Solana and an EVM address with their boxes', () => {
    const reads = findAddressReads([line(`CA: ${SOLANA}`), line(EVM, 500)]);
    expect(reads.map((r) => [r.chain, r.alternatives[0]])).toEqual([
      ['solana', SOLANA],
      ['bnb', EVM],
    ]);
    expect(reads[0]?.box).toEqual({ x: 40, y: 20, width: 440, height: 16 });
  });

  it('splits an address from a label glued to it and fixes a 0x read as Ox', () => {
    const reads = findAddressReads([line(`CA:${SOLANA}`), line(`O${EVM.slice(1)}.`)]);
    expect(reads.map((r) => r.alternatives[0])).toEqual([SOLANA, EVM]);
    expect(reads[0]?.box?.x).toBe(30);
  });

  it('takes an address from a label OCR glued to it', () => {
    const reads = findAddressReads([line(`CA${SOLANA}`), line(`CAox${EVM.slice(2)}`)]);
    expect(reads.map((r) => r.alternatives[0])).toEqual([SOLANA, EVM]);
    expect(findAddressReads([line(`see${EVM}`)]).map((r) => r.alternatives[0])).toEqual([EVM]);
  });

  it('reports an address read twice once', () => {
    expect(findAddressReads([line(SOLANA), line(SOLANA, 600)])).toHaveLength(1);
  });

  it.each([
    ['plain words', ['gm frens, launching soon']],
    ['a link with an address in its path', [`see https://pump.fun/coin/${SOLANA} now`]],
    ['a link read with a space after a slash', [`https://pump.fun/coin/ ${SOLANA}`]],
    ['a link read with a space inside ://', [`https:/ /pump.fun/coin/${SOLANA}`]],
    ['a link read with one slash', [`https:/pump.fun/coin/${EVM}`]],
    ['a link spaced out', [`https: / /dexscreener. com/ solana/${SOLANA}`]],
    ['a link without its scheme', [`dexscreener.com/solana/${SOLANA}`]],
    ['a 31-character run', [SOLANA.slice(0, 31)]],
    ['a 45-character run', [`${SOLANA}x`]],
    ['0x and 39 hex digits', [EVM.slice(0, 41)]],
    ['0x and 64 hex digits (a transaction hash)', [`0x${'ab12'.repeat(16)}`]],
    ['a lowercase word of 32 letters', ['abcdefghijkmnopqrstuvwxyzabcdefg']],
  ])('finds nothing in %s', (_case, texts) => {
    expect(findAddressReads(texts.map((text) => line(text)))).toEqual([]);
  });
});
