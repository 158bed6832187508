import type { DecodedChar } from './ctc-decode.ts';
import type { OcrChar, OcrLine } from './reader.ts';

/** A piece of text the detector found, as read: its corners and its characters. */
export type ReadPiece = { corners: [number, number][]; chars: DecodedChar[]; frames: number };

/** A rectangle of the detector's input, in its pixels. */
export type Rect = { x0: number; y0: number; x1: number; y1: number };

// Pieces the recogniser is less sure of than this on average are noise (as @gutenye/ocr-node).
const MIN_MEAN_PROBABILITY = 0.5;

/**
 * The text lines of a picture from the pieces the detector found: pieces whose middles are
 * within half a line's height of each other are one line, left to right, a space between them
 * (a link the detector cut at its punctuation is one line again). Each character is placed
 * where its frames are in its piece; `place` maps a rectangle to the source picture's pixels.
 */
export function linesOf(pieces: ReadPiece[], place: (rect: Rect) => OcrChar['box']): OcrLine[] {
  const kept = pieces
    .filter((piece) => piece.chars.length > 0 && meanProbability(piece) >= MIN_MEAN_PROBABILITY)
    .map((piece) => ({ piece, rect: rectOf(piece.corners) }));
  if (kept.length === 0) return [];
  const height = kept.reduce((sum, { rect }) => sum + rect.y1 - rect.y0, 0) / kept.length;
  const groups: (typeof kept)[] = [];
  for (const item of kept) {
    const middle = (item.rect.y0 + item.rect.y1) / 2;
    const group = groups.find(([first]) => {
      const rect = (first as (typeof kept)[number]).rect;
      return Math.abs((rect.y0 + rect.y1) / 2 - middle) < height / 2;
    });
    if (group) group.push(item);
    else groups.push([item]);
  }
  for (const group of groups) group.sort((a, b) => a.rect.x0 - b.rect.x0);
  groups.sort((a, b) => (a[0]?.rect.y0 ?? 0) - (b[0]?.rect.y0 ?? 0));
  return groups.map((group) =>
    group.flatMap(({ piece, rect }, index) => {
      const chars = piece.chars.map((char) => charOf(char, piece.frames, rect, place));
      return index === 0 ? chars : [{ char: ' ', confidence: 100 }, ...chars];
    }),
  );
}

function meanProbability({ chars }: ReadPiece): number {
  return chars.reduce((sum, char) => sum + char.probability, 0) / chars.length;
}

function rectOf(corners: [number, number][]): Rect {
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

function charOf(
  { char, probability, others, frames: [first, last] }: DecodedChar,
  frames: number,
  rect: Rect,
  place: (rect: Rect) => OcrChar['box'],
): OcrChar {
  const step = (rect.x1 - rect.x0) / Math.max(1, frames);
  const box = place({
    x0: rect.x0 + first * step,
    y0: rect.y0,
    x1: rect.x0 + (last + 1) * step,
    y1: rect.y1,
  });
  const read: OcrChar = { char, confidence: probability * 100, others };
  return box ? { ...read, box } : read;
}
