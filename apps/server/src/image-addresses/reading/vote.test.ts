import { describe, expect, it } from 'vitest';
import type { OcrChar } from './reader.ts';
import { voteChar, voteReads } from './vote.ts';

const char = (c: string, p: number, ...others: [string, number][]): OcrChar => ({
  char: c,
  confidence: p * 100,
  others: others.map(([other, probability]) => ({ char: other, probability })),
});

describe('voteChar', () => {
  it('multiplies the two reads: a class both half-believe in beats one only one is sure of', () => {
    const voted = voteChar(char('g', 0.55, ['q', 0.45]), char('q', 0.8, ['g', 0.2]));
    expect(voted.char).toBe('q');
    expect(voted.confidence).toBeCloseTo((100 * 0.45 * 0.8) / (0.45 * 0.8 + 0.55 * 0.2), 5);
    expect(voted.others?.[0]?.char).toBe('g');
  });

  it('keeps a sure agreement sure and doubts a class only one read names', () => {
    const voted = voteChar(char('J', 0.97, ['j', 0.02]), char('J', 0.99));
    expect(voted.char).toBe('J');
    expect(voted.confidence).toBeGreaterThan(99);
    expect(voted.others?.map((o) => o.char)).toEqual(['j']);
    expect(voted.others?.[0]?.probability).toBeLessThan(0.001);
  });

  it('keeps the first read’s place in the picture', () => {
    const box = { x: 1, y: 2, width: 3, height: 4 };
    expect(voteChar({ ...char('a', 0.9), box }, char('a', 0.9)).box).toEqual(box);
  });
});

describe('voteReads', () => {
  it('votes the case of a letter the reads name in two cases, and keeps the first read elsewhere', () => {
    const first = [char('c', 0.6, ['C', 0.4]), char('g', 0.6, ['q', 0.4])];
    const voted = voteReads(first, [char('C', 0.9, ['c', 0.1]), char('q', 0.9, ['g', 0.1])]);
    expect(voted?.map((c) => c.char).join('')).toBe('Cg');
    expect(voted?.[1]).toBe(first[1]);
  });

  it('declines reads of different lengths', () => {
    expect(voteReads([char('A', 0.99), char('b', 0.9)], [char('A', 0.99)])).toBeUndefined();
  });
});
