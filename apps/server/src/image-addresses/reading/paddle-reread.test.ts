import { describe, expect, it } from 'vitest';
import type { AddressCandidate } from './candidates.ts';
import { mergeReads, rereadCrop } from './paddle-reread.ts';
import type { OcrChar } from './reader.ts';

const SOLANA = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

/** A candidate with the given alternatives, its body read surely as `body`. */
function candidate(body: string, ...alternatives: string[]): AddressCandidate {
  return {
    read: { chain: 'solana', alternatives, box: { x: 10, y: 20, width: 400, height: 16 } },
    body: [...body].map((char): OcrChar => ({ char, confidence: 99, others: [] })),
    prefix: '',
  };
}

/** The candidate with its first `verifiable` alternatives as readings, the rest as twins. */
function withReadings(found: AddressCandidate, verifiable: number): AddressCandidate {
  return { ...found, read: { ...found.read, verifiable } };
}

describe('mergeReads', () => {
  it('keeps the first read when the second found nothing or another chain', () => {
    const first = candidate(SOLANA, SOLANA, 'A2');
    expect(mergeReads(first, undefined)).toBe(first.read);
    const evm = candidate(SOLANA, 'B1');
    expect(mergeReads(first, { ...evm, read: { ...evm.read, chain: 'bnb' } })).toBe(first.read);
  });

  it('leads with both readings where reads of different lengths differ, then twins, alternating', () => {
    const merged = mergeReads(
      withReadings(candidate('short', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6'), 3),
      withReadings(candidate('longer', 'B1', 'A2', 'B3', 'B4', 'B5'), 2),
    );
    expect(merged.alternatives).toEqual([
      'A1',
      'B1',
      'A2',
      'A3',
      'A4',
      'B3',
      'A5',
      'B4',
      'A6',
      'B5',
    ]);
    expect(merged.verifiable).toBe(4);
    expect(merged.box).toEqual({ x: 10, y: 20, width: 400, height: 16 });
  });

  it('verifies nothing merged when a pass shows a string that is not an address', () => {
    const merged = mergeReads(
      withReadings(candidate('short', 'A1', 'A2'), 0),
      withReadings(candidate('longer', 'B1', 'B2'), 2),
    );
    expect(merged.alternatives[0]).toBe('A1');
    expect(merged.verifiable).toBe(0);
  });

  it('leads with the voted spelling when both reads align character for character', () => {
    const at = SOLANA.indexOf('W');
    const doubtful = (first: string, p: number, second: string, q: number) => {
      const read = candidate(SOLANA, SOLANA.replace('W', first));
      read.body[at] = {
        char: first,
        confidence: p * 100,
        others: [{ char: second, probability: q }],
      };
      return read;
    };
    // The whole picture leans to w, the enlarged line (surer) to W: together, W.
    const merged = mergeReads(doubtful('w', 0.55, 'W', 0.45), doubtful('W', 0.9, 'w', 0.1));
    expect(merged.alternatives[0]).toBe(SOLANA);
    expect(merged.alternatives).toContain(SOLANA.replace('W', 'w'));
  });
});

describe('rereadCrop', () => {
  it('takes the line with a margin and enlarges small text toward 48 px, at most 3x', () => {
    expect(rereadCrop({ x: 10, y: 20, width: 400, height: 16 })).toEqual({
      box: { x: 2, y: 12, width: 416, height: 32 },
      scale: 3,
    });
    expect(rereadCrop({ x: 0, y: 0, width: 400, height: 60 }).scale).toBe(1);
  });
});
