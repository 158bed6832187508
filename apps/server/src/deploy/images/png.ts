import { crc32, deflateSync } from 'node:zlib';
import { type GeneratedImageKind, GLYPHS, hash, initialOf, PALETTE } from '../generated-image.ts';

/**
 * DA §3 letter and ascii images as PNG files, for the platforms that take the image file itself
 * (research §1b, §1d, §1e; four.meme refuses SVG). Drawn from the same palette, initial and 5×7
 * block font as the SVG we serve, with node:zlib only: the same name gives the same bytes.
 */

export const PNG_SIZE = 512;
export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

export type Rgb = readonly [number, number, number];

/** The ascii image's dark square, as in the SVG. */
export const ASCII_BACKGROUND: Rgb = [0x11, 0x12, 0x14];
export const LETTER_INK: Rgb = [0xff, 0xff, 0xff];

/** Where the glyph sits: 5×7 cells of 48 px, centred (240 × 336 px). */
export const GLYPH_CELL = 48;
export const GLYPH_LEFT = (PNG_SIZE - 5 * GLYPH_CELL) / 2;
export const GLYPH_TOP = (PNG_SIZE - 7 * GLYPH_CELL) / 2;
// ascii: each lit cell is 3×3 blocks of 12 px at a 16 px pitch, the way the SVG's '$' characters
// leave gaps between the strokes.
const ASCII_PITCH = 16;
const ASCII_BLOCK = 12;

const hexRgb = (hex: string): Rgb => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

/** The name's palette colour: the letter image's background, the ascii image's ink. */
export function nameColour(name: string): Rgb {
  return hexRgb(PALETTE[hash(name) % PALETTE.length] ?? '#000000');
}

/** The 5×7 rows of the name's initial ('#' lit), '?' for an initial the font lacks. */
export function glyphRows(name: string): string[] {
  return GLYPHS[initialOf(name)] ?? GLYPHS['?'] ?? [];
}

/** An RGB canvas, row after row, 3 bytes a pixel. */
class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly size: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(size * size * 3);
    this.fill(0, 0, size, size, background);
  }

  fill(x: number, y: number, width: number, height: number, [r, g, b]: Rgb): void {
    for (let row = y; row < y + height; row++) {
      for (let i = (row * this.size + x) * 3, end = i + width * 3; i < end; i += 3) {
        this.pixels[i] = r;
        this.pixels[i + 1] = g;
        this.pixels[i + 2] = b;
      }
    }
  }
}

function drawGlyph(canvas: Canvas, rows: string[], ink: Rgb, kind: GeneratedImageKind): void {
  for (const [cy, row] of rows.entries()) {
    for (const [cx, cell] of [...row].entries()) {
      if (cell !== '#') continue;
      const x = GLYPH_LEFT + cx * GLYPH_CELL;
      const y = GLYPH_TOP + cy * GLYPH_CELL;
      if (kind === 'letter') {
        canvas.fill(x, y, GLYPH_CELL, GLYPH_CELL, ink);
        continue;
      }
      for (let by = 0; by < 3; by++) {
        for (let bx = 0; bx < 3; bx++) {
          const left = x + 2 + bx * ASCII_PITCH;
          canvas.fill(left, y + 2 + by * ASCII_PITCH, ASCII_BLOCK, ASCII_BLOCK, ink);
        }
      }
    }
  }
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGB PNG of a square canvas (filter 0 on every row, zlib level 9). */
export function encodePng(size: number, pixels: Uint8Array): Uint8Array {
  const stride = size * 3;
  const scanlines = Buffer.alloc((stride + 1) * size);
  for (let y = 0; y < size; y++) {
    scanlines.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, filter 0, no interlace
  return new Uint8Array(
    Buffer.concat([
      PNG_SIGNATURE,
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(scanlines, { level: 9 })),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

/** The letter or ascii image of `name` as a 512 × 512 PNG. */
export function renderGeneratedPng(kind: GeneratedImageKind, name: string): Uint8Array {
  const colour = nameColour(name);
  const letter = kind === 'letter';
  const canvas = new Canvas(PNG_SIZE, letter ? colour : ASCII_BACKGROUND);
  drawGlyph(canvas, glyphRows(name), letter ? LETTER_INK : colour, kind);
  return encodePng(PNG_SIZE, canvas.pixels);
}
