import { describe, expect, it } from 'vitest';
import type { DecodedChar } from './ctc-decode.ts';
import { linesOf, type ReadPiece, type Rect } from './paddle-lines.ts';

/** A piece read as `text`, one frame per character, in the rectangle x0..x1, y0..y1. */
function piece(text: string, [x0, y0, x1, y1]: number[], probability = 0.95): ReadPiece {
  const chars: DecodedChar[] = [...text].map((char, index) => ({
    char,
    probability,
    others: [],
    frames: [index, index],
  }));
  return {
    corners: [
      [x0 ?? 0, y0 ?? 0],
      [x1 ?? 0, y0 ?? 0],
      [x1 ?? 0, y1 ?? 0],
      [x0 ?? 0, y1 ?? 0],
    ],
    chars,
    frames: text.length,
  };
}

const place = ({ x0, y0, x1, y1 }: Rect) => ({ x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
const texts = (lines: ReturnType<typeof linesOf>) =>
  lines.map((l) => l.map((c) => c.char).join(''));

describe('linesOf', () => {
  it('joins the pieces of one line left to right with a space, lines top to bottom', () => {
    const lines = linesOf(
      [
        piece('solana/', [120, 52, 190, 70]),
        piece('https:', [10, 50, 70, 70]),
        piece('gm', [10, 10, 40, 30]),
        piece('//dex', [75, 51, 115, 71]),
      ],
      place,
    );
    expect(texts(lines)).toEqual(['gm', 'https: //dex solana/']);
  });

  it('places each character where its frames are in its piece', () => {
    const [line] = linesOf([piece('abcd', [100, 0, 140, 20])], place);
    expect(line?.map((c) => c.box?.x)).toEqual([100, 110, 120, 130]);
    expect(line?.[1]?.box?.width).toBe(10);
  });

  it("leaves out pieces the recogniser is mostly unsure of and keeps each character's others", () => {
    const sure = piece('ab', [0, 0, 20, 20]);
    (sure.chars[0] as DecodedChar).others = [{ char: 'o', probability: 0.1 }];
    const lines = linesOf([sure, piece('xyz', [0, 40, 30, 60], 0.3)], place);
    expect(texts(lines)).toEqual(['ab']);
    expect(lines[0]?.[0]?.others).toEqual([{ char: 'o', probability: 0.1 }]);
    expect(lines[0]?.[0]?.confidence).toBeCloseTo(95);
  });
});
