import { describe, expect, it } from 'vitest';
import {
  ADDRESS_RUN,
  holdsAddressRun,
  mayHoldAddress,
  type PieceRect,
  type PieceRuns,
} from './short-lines.ts';

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

/** A piece's runs in heights: one run of `longest`, or `first`, …, `last` with word gaps. */
const oneRun = (longest: number): PieceRuns => ({
  longest,
  first: longest,
  last: longest,
  single: true,
});
const words = (first: number, longest: number, last: number): PieceRuns => ({
  longest,
  first,
  last,
  single: false,
});

describe('holdsAddressRun', () => {
  it('reads a piece whose longest run has room for an address, not prose', () => {
    const pieces = [piece(70, 300, 900), piece(70, 500, 900), piece(70, 700, 900)];
    const runs = [oneRun(20), words(1, 4, 2), words(2, ADDRESS_RUN + 1, 1)];
    expect(holdsAddressRun(pieces, runs)).toEqual([true, false, true]);
  });

  it('reads a wrapped address whose parts are short, and the tail below it', () => {
    // "here it is 7xKXtg" / "2CW87d97TXJSDpbD5jBkhe" / "TqA8 this one", then prose.
    const pieces = [piece(70, 300, 900), piece(70, 350, 900), piece(70, 400, 500)];
    const runs = [words(2, 3, 3), oneRun(6), words(2, 2, 1)];
    expect(holdsAddressRun([...pieces, piece(70, 450, 900)], [...runs, words(3, 4, 3)])).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('does not join prose lines whose words together are too short', () => {
    const pieces = [piece(70, 300, 900), piece(70, 350, 900)];
    expect(holdsAddressRun(pieces, [words(2, 4, 4), words(4, 4, 1)])).toEqual([false, false]);
  });

  it('joins a run the detector cut in two on one line', () => {
    const pieces = [piece(70, 300, 400), piece(480, 300, 400)];
    expect(holdsAddressRun(pieces, [oneRun(6), oneRun(6)])).toEqual([true, true]);
    const apart = [piece(70, 300, 400), piece(600, 300, 400)];
    expect(holdsAddressRun(apart, [oneRun(6), oneRun(6)])).toEqual([false, false]);
  });
});
