import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { picture } from './bench-images.ts';

/** The PNG's chunks, each checked against its CRC. */
function chunks(png: Buffer) {
  const found: Array<{ type: string; data: Buffer }> = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    found.push({ type, data });
    at += 12 + length;
  }
  return found;
}

describe('picture', () => {
  it('is a valid RGB PNG of the size asked, every row present', () => {
    const png = picture(40, 30, 1);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    const [header, data, end] = chunks(png);
    expect(header?.type).toBe('IHDR');
    expect(header?.data.readUInt32BE(0)).toBe(40);
    expect(header?.data.readUInt32BE(4)).toBe(30);
    expect([...(header?.data.subarray(8) ?? [])]).toEqual([8, 2, 0, 0, 0]);
    expect(data?.type).toBe('IDAT');
    expect(inflateSync(data?.data ?? Buffer.alloc(0)).length).toBe(30 * (40 * 3 + 1));
    expect(end?.type).toBe('IEND');
  });

  it('weighs about what a platform JPEG of that size does', () => {
    expect(picture(800, 450, 3).length).toBeLessThan(150_000);
  });

  it('differs by seed, so pictures are not one flat image', () => {
    expect(picture(16, 16, 1).equals(picture(16, 16, 2))).toBe(false);
  });
});
