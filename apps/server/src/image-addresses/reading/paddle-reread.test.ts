import { describe, expect, it } from 'vitest';
import { mergeReads, rereadCrop } from './paddle-reread.ts';
import type { AddressRead } from './reader.ts';

const read = (...alternatives: string[]): AddressRead => ({
  chain: 'solana',
  alternatives,
  box: { x: 10, y: 20, width: 400, height: 16 },
});

describe('mergeReads', () => {
  it('keeps the first read when the second agrees or found nothing', () => {
    const first = read('A1', 'A2');
    expect(mergeReads(first, read('A1', 'B2'))).toBe(first);
    expect(mergeReads(first, undefined)).toBe(first);
    expect(mergeReads(first, { ...read('B1'), chain: 'bnb' })).toBe(first);
  });

  it('leads with both spellings where the reads differ, then alternates, at most 8', () => {
    const merged = mergeReads(
      read('A1', 'A2', 'A3', 'A4', 'A5', 'A6'),
      read('B1', 'A2', 'B3', 'B4', 'B5'),
    );
    expect(merged.alternatives).toEqual(['A1', 'B1', 'A2', 'A3', 'B3', 'A4', 'B4', 'A5']);
    expect(merged.box).toEqual({ x: 10, y: 20, width: 400, height: 16 });
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
