import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  ASCII_BACKGROUND,
  GLYPH_CELL,
  GLYPH_LEFT,
  GLYPH_TOP,
  glyphRows,
  LETTER_INK,
  nameColour,
  PNG_SIGNATURE,
  PNG_SIZE,
  renderGeneratedPng,
} from './png.ts';

type Chunk = { type: string; data: Buffer };

/** The file's chunks, each CRC checked, as a PNG reader does. */
function readChunks(png: Uint8Array): Chunk[] {
  const bytes = Buffer.from(png);
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from(PNG_SIGNATURE));
  const chunks: Chunk[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const typeAndData = bytes.subarray(at + 4, at + 8 + length);
    expect(bytes.readUInt32BE(at + 8 + length)).toBe(crc32(typeAndData));
    chunks.push({
      type: typeAndData.subarray(0, 4).toString('latin1'),
      data: typeAndData.subarray(4),
    });
    at += 12 + length;
  }
  return chunks;
}

/** The pixel at (x, y) of an 8-bit RGB PNG whose rows all use filter 0. */
function pixelReader(png: Uint8Array): (x: number, y: number) => number[] {
  const chunks = readChunks(png);
  const idat = Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data));
  const raw = inflateSync(idat);
  const stride = PNG_SIZE * 3 + 1;
  return (x, y) => {
    expect(raw[y * stride]).toBe(0);
    const at = y * stride + 1 + x * 3;
    return [...raw.subarray(at, at + 3)];
  };
}

/** The centre of the first lit cell of the glyph, and of the first unlit one. */
function cellCentres(name: string): { lit: [number, number]; unlit: [number, number] } {
  const cells = glyphRows(name).flatMap((row, y) => [...row].map((c, x) => ({ c, x, y })));
  const centre = (cell?: { x: number; y: number }): [number, number] => [
    GLYPH_LEFT + (cell?.x ?? 0) * GLYPH_CELL + GLYPH_CELL / 2 - 2,
    GLYPH_TOP + (cell?.y ?? 0) * GLYPH_CELL + GLYPH_CELL / 2 - 2,
  ];
  return {
    lit: centre(cells.find((c) => c.c === '#')),
    unlit: centre(cells.find((c) => c.c === '.')),
  };
}

describe('renderGeneratedPng', () => {
  it('writes a valid 512 × 512 RGB PNG: signature, IHDR, IDAT, IEND, every CRC right', () => {
    const chunks = readChunks(renderGeneratedPng('letter', 'Moon Cat'));
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = chunks[0]?.data ?? Buffer.alloc(0);
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ...ihdr.subarray(8)]).toEqual([
      512, 512, 8, 2, 0, 0, 0,
    ]);
  });

  it('draws the letter image: the name colour behind, the initial in white blocks', () => {
    const pixel = pixelReader(renderGeneratedPng('letter', 'Moon Cat'));
    const { lit, unlit } = cellCentres('Moon Cat');
    expect(pixel(0, 0)).toEqual([...nameColour('Moon Cat')]);
    expect(pixel(511, 511)).toEqual([...nameColour('Moon Cat')]);
    expect(pixel(...lit)).toEqual([...LETTER_INK]);
    expect(pixel(...unlit)).toEqual([...nameColour('Moon Cat')]);
  });

  it('draws the ascii image: the initial in small blocks of the name colour on dark', () => {
    const pixel = pixelReader(renderGeneratedPng('ascii', 'Moon Cat'));
    const { lit, unlit } = cellCentres('Moon Cat');
    expect(pixel(0, 0)).toEqual([...ASCII_BACKGROUND]);
    expect(pixel(...lit)).toEqual([...nameColour('Moon Cat')]);
    expect(pixel(...unlit)).toEqual([...ASCII_BACKGROUND]);
    // Between the small blocks of a lit cell the dark shows through.
    expect(pixel(lit[0] - 8, lit[1])).toEqual([...ASCII_BACKGROUND]);
  });

  it('gives the same bytes for the same name, another colour for another name', () => {
    expect(renderGeneratedPng('letter', 'Moon Cat')).toEqual(
      renderGeneratedPng('letter', 'Moon Cat'),
    );
    expect(renderGeneratedPng('ascii', 'Moon Cat')).toEqual(
      renderGeneratedPng('ascii', 'Moon Cat'),
    );
    const colourOf = (name: string) => nameColour(name).join();
    const other = ['Sun Dog', 'Pepe', 'Wif', 'Bonk', 'Doge'].find(
      (name) => colourOf(name) !== colourOf('Moon Cat'),
    );
    expect(other).toBeDefined();
    expect(pixelReader(renderGeneratedPng('letter', other ?? ''))(0, 0)).toEqual([
      ...nameColour(other ?? ''),
    ]);
    expect(renderGeneratedPng('letter', other ?? '')).not.toEqual(
      renderGeneratedPng('letter', 'Moon Cat'),
    );
  });

  it("draws '?' for a name without a letter or digit", () => {
    expect(glyphRows('🚀🚀')).toEqual(glyphRows('?'));
    expect(readChunks(renderGeneratedPng('ascii', '🚀🚀')).map((c) => c.type)).toContain('IDAT');
  });
});
