import { describe, expect, it } from 'vitest';
import { decodeCtc } from './ctc-decode.ts';

// Class 0 is the blank; class i is DICTIONARY[i - 1].
const DICTIONARY = ['a', 'b', 'q', 'g'];
const CLASSES = DICTIONARY.length + 1;

/** An output of one row per frame, each row's probabilities by class (the rest of 1 to blank). */
function output(rows: Record<number, number>[]) {
  const probabilities = new Float32Array(rows.length * CLASSES);
  rows.forEach((row, frame) => {
    const given = Object.values(row).reduce((sum, p) => sum + p, 0);
    probabilities[frame * CLASSES] = 1 - given;
    for (const [index, p] of Object.entries(row))
      probabilities[frame * CLASSES + Number(index)] = p;
  });
  return { probabilities, frames: rows.length, classes: CLASSES };
}

describe('decodeCtc', () => {
  it('merges repeats, drops blanks and keeps a letter written twice with a blank between', () => {
    const chars = decodeCtc(
      output([{ 1: 0.9 }, { 1: 0.8 }, {}, { 1: 0.9 }, { 2: 0.7 }]),
      DICTIONARY,
    );
    expect(chars.map((c) => c.char).join('')).toBe('aab');
    expect(chars.map((c) => c.frames)).toEqual([
      [0, 1],
      [3, 3],
      [4, 4],
    ]);
  });

  it("gives each character its highest probability over its frames and the model's others", () => {
    const [g] = decodeCtc(
      output([
        { 4: 0.5, 3: 0.3 },
        { 4: 0.6, 3: 0.35, 1: 0.01 },
      ]),
      DICTIONARY,
    );
    expect(g?.char).toBe('g');
    expect(g?.probability).toBeCloseTo(0.6);
    expect(g?.others.map((o) => o.char)).toEqual(['q', 'a']);
    expect(g?.others[0]?.probability).toBeCloseTo(0.35);
  });

  it('keeps at most `keep` others, each at least `minProbability`', () => {
    const [g] = decodeCtc(output([{ 4: 0.6, 3: 0.2, 1: 0.1, 2: 0.0005 }]), DICTIONARY, {
      keep: 1,
      minProbability: 0.001,
    });
    expect(g?.others.map((o) => o.char)).toEqual(['q']);
    const [all] = decodeCtc(output([{ 4: 0.6, 3: 0.2, 1: 0.1, 2: 0.0005 }]), DICTIONARY);
    expect(all?.others.map((o) => o.char)).toEqual(['q', 'a']);
  });

  it('reads nothing from frames that are all blank', () => {
    expect(decodeCtc(output([{}, {}, {}]), DICTIONARY)).toEqual([]);
  });
});
