import type { DecodedChar } from './ctc-decode.ts';

/** A line's pixels as the recogniser read them (RGBA rows). */
export type LinePixels = { data: Uint8Array; width: number; height: number };

/** A connected blob of ink: its columns, its top and bottom rows and its size. */
export type Blob = { x0: number; x1: number; y0: number; y1: number; pixels: number };

/** A line's x-height and cap height (the tops of sure letters), and each character's top. */
export type LineHeights = { xHeight: number; capHeight: number; tops: (number | undefined)[] };

/** The ink of a line as blobs, with the line's size. */
export type Glyphs = { width: number; height: number; blobs: Blob[] };

// A blob wider than this many letters' columns is glyphs run together.
const MAX_BLOB_WIDTH = 1.6;

/** The blobs of ink of a line (8-connected), specks of a pixel or two left out. */
export function glyphsOf(line: LinePixels): Glyphs {
  const { width, height } = line;
  const ink = inkOf(line);
  const seen = new Uint8Array(ink.length);
  const blobs: Blob[] = [];
  const stack: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    const blob: Blob = { x0: width, x1: 0, y0: height, y1: 0, pixels: 0 };
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const at = stack.pop() as number;
      const x = at % width;
      const y = (at - x) / width;
      blob.x0 = Math.min(blob.x0, x);
      blob.x1 = Math.max(blob.x1, x);
      blob.y0 = Math.min(blob.y0, y);
      blob.y1 = Math.max(blob.y1, y);
      blob.pixels++;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (ink[next] && !seen[next]) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    blobs.push(blob);
  }
  return { width, height, blobs: blobs.filter((blob) => blob.pixels > 2) };
}

/**
 * The blobs of one character: those whose middle is in its columns (from halfway to the
 * character before to halfway to the one after) and that are not wider than a letter (glyphs
 * run together say nothing of one letter).
 */
export function blobsOfChar(
  glyphs: Glyphs,
  chars: DecodedChar[],
  index: number,
  frames: number,
): Blob[] {
  const [from, to] = columnsOf(chars, index, frames, glyphs.width);
  return glyphs.blobs.filter((blob) => {
    const middle = (blob.x0 + blob.x1) / 2;
    return middle >= from && middle < to && blob.x1 - blob.x0 <= (to - from) * MAX_BLOB_WIDTH;
  });
}

/** For each pixel, whether it is ink: far from the background (the edge rows' usual colour). */
function inkOf({ data, width, height }: LinePixels): Uint8Array {
  const luminance = new Float32Array(width * height);
  for (let i = 0; i < width * height; i++) {
    luminance[i] =
      0.299 * (data[i * 4] ?? 0) + 0.587 * (data[i * 4 + 1] ?? 0) + 0.114 * (data[i * 4 + 2] ?? 0);
  }
  const edge = [...luminance.subarray(0, width), ...luminance.subarray((height - 1) * width)];
  const background = median(edge) ?? 255;
  let farthest = 0;
  for (const value of luminance) farthest = Math.max(farthest, Math.abs(value - background));
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) {
    ink[i] = Math.abs((luminance[i] ?? 0) - background) > farthest / 2 ? 1 : 0;
  }
  return ink;
}

/** The columns of a character: from halfway to the one before to halfway to the one after. */
function columnsOf(
  chars: DecodedChar[],
  index: number,
  frames: number,
  width: number,
): [number, number] {
  const centre = (i: number) => {
    const char = chars[i];
    return char ? ((char.frames[0] + char.frames[1] + 1) / 2) * (width / frames) : undefined;
  };
  const here = centre(index) ?? 0;
  const before = centre(index - 1) ?? here - width / frames;
  const after = centre(index + 1) ?? here + width / frames;
  const from = here - (here - before) / 2;
  const to = here + (after - here) / 2;
  return [Math.max(0, Math.floor(from)), Math.min(width, Math.ceil(to))];
}

/** Reference letters (a line's x-height, cap height, baseline) are taken from reads this sure. */
export const SURE_REFERENCE = 0.9;

/** The middle value (the upper one of an even count); undefined for none. */
export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
