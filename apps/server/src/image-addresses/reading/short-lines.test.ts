import { describe, expect, it } from 'vitest';
import { mayHoldAddress, type PieceRect } from './short-lines.ts';

/** A piece `width` px wide and 45 px tall (3x phone text) with its top-left corner at x, y. */
const piece = (x: number, y: number, width: number): PieceRect => ({
  x0: x,
  y0: y,
  x1: x + width,
  y1: y + 45,
});

describe('mayHoldAddress', () => {
  it('skips chat bubbles of a few words, far from other text', () => {
    // "gm" and "send it": room for 5 and 10 characters at the narrowest.
    expect(mayHoldAddress([piece(70, 300, 60), piece(70, 500, 130)])).toEqual([false, false]);
  });

  it('reads a line with room for an address', () => {
    expect(mayHoldAddress([piece(70, 300, 900)])).toEqual([true]);
  });

  it('reads a short last line of a wrapped address with the line above it', () => {
    const first = piece(70, 300, 420);
    const tail = piece(70, 360, 90);
    expect(mayHoldAddress([first, tail, piece(70, 600, 90)])).toEqual([true, true, false]);
  });

  it('counts pieces on one line together (an address cut in two by the detector)', () => {
    expect(mayHoldAddress([piece(70, 300, 240), piece(330, 302, 240)])).toEqual([true, true]);
    expect(mayHoldAddress([piece(70, 300, 240)])).toEqual([false]);
  });
});
