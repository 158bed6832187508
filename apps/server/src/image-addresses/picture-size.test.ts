import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  checkPictureSize,
  declaredSize,
  fetchPicture,
  MAX_PICTURE_PIXELS,
} from './picture-size.ts';
import { prepareImage } from './reading/preprocess.ts';
import { ImageSkipError } from './skip-causes.ts';

/** A solid picture of these sides in one of sharp's formats. */
function solid(width: number, height: number, alpha = false): sharp.Sharp {
  const background = alpha ? { r: 40, g: 90, b: 200, alpha: 0.5 } : '#285ac8';
  return sharp({ create: { width, height, channels: alpha ? 4 : 3, background } });
}

/** A 24-bit BMP header (file header and BITMAPINFOHEADER) of these sides; no pixels needed. */
function bmpHeader(width: number, height: number, coreHeader = false): Uint8Array {
  const bytes = Buffer.alloc(54);
  bytes.write('BM', 0, 'latin1');
  if (coreHeader) {
    bytes.writeUInt32LE(12, 14);
    bytes.writeUInt16LE(width, 18);
    bytes.writeUInt16LE(height, 20);
  } else {
    bytes.writeUInt32LE(40, 14);
    bytes.writeInt32LE(width, 18);
    bytes.writeInt32LE(height, 22);
  }
  return new Uint8Array(bytes);
}

const bytesOf = async (image: sharp.Sharp) => new Uint8Array(await image.toBuffer());

/** The picture: a valid 6300 × 6300 PNG of a few tens of KB (made once). */
let hugePng: Promise<Uint8Array> | undefined;
const huge = () => {
  hugePng ??= bytesOf(solid(6300, 6300).png({ compressionLevel: 9, palette: true }));
  return hugePng;
};

describe('declaredSize', () => {
  it.each([
    ['PNG', () => solid(321, 123).png()],
    ['JPEG', () => solid(321, 123).jpeg()],
    [
      'progressive JPEG with EXIF before its frame',
      () =>
        solid(321, 123)
          .withExif({ IFD0: { Copyright: 'Launchdeck' } })
          .jpeg({ progressive: true }),
    ],
    ['lossy WebP (VP8)', () => solid(321, 123).webp({ quality: 60 })],
    ['lossless WebP (VP8L)', () => solid(321, 123).webp({ lossless: true })],
    ['WebP with alpha (VP8X)', () => solid(321, 123, true).webp({ quality: 60 })],
    ['GIF', () => solid(321, 123).gif()],
  ])('reads the sides of a %s from its header', async (_format, make) => {
    expect(declaredSize(await bytesOf(make()))).toEqual({ width: 321, height: 123 });
  });

  it('reads the sides of a BMP, bottom-up, top-down or with a core header', () => {
    expect(declaredSize(bmpHeader(321, 123))).toEqual({ width: 321, height: 123 });
    expect(declaredSize(bmpHeader(321, -123))).toEqual({ width: 321, height: 123 });
    expect(declaredSize(bmpHeader(321, 123, true))).toEqual({ width: 321, height: 123 });
  });

  it('reads only the header: a 6300 × 6300 PNG is not decoded to be measured', async () => {
    const png = await huge();
    // The first 33 bytes: the signature and the IHDR chunk.
    expect(declaredSize(png.subarray(0, 33))).toEqual({ width: 6300, height: 6300 });
  });

  it.each([
    ['PNG', () => solid(20, 10).png(), 20],
    ['JPEG', () => solid(20, 10).jpeg(), 100],
    ['WebP', () => solid(20, 10).webp(), 24],
    ['GIF', () => solid(20, 10).gif(), 8],
  ])('gives no size for a %s whose header is cut short', async (_format, make, kept) => {
    const whole = await bytesOf(make());
    expect(declaredSize(whole)).toEqual({ width: 20, height: 10 });
    expect(declaredSize(whole.subarray(0, kept))).toBeNull();
  });

  it('gives no size for bytes that are not a picture, or a side of 0', () => {
    expect(declaredSize(new TextEncoder().encode('<html>not a picture</html>'))).toBeNull();
    expect(declaredSize(new Uint8Array())).toBeNull();
    expect(declaredSize(bmpHeader(0, 10))).toBeNull();
  });
});

describe('checkPictureSize', () => {
  it('lets a picture up to the limit through', async () => {
    const png = await bytesOf(solid(400, 300).png());
    expect(checkPictureSize(png)).toEqual({ width: 400, height: 300 });
    expect(checkPictureSize(png, 400 * 300)).toEqual({ width: 400, height: 300 });
    expect(checkPictureSize(bmpHeader(4096, 4096))).toEqual({ width: 4096, height: 4096 });
  });

  it('refuses a picture that declares more pixels than the limit, saying its size', async () => {
    const png = await huge();
    let refusal: unknown;
    try {
      checkPictureSize(png);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ImageSkipError);
    expect(refusal).toMatchObject({
      skipCause: 'tooManyPixels',
      message: 'too large: 6300 × 6300 px, limit 16,777,216 px',
    });
    expect(() => checkPictureSize(bmpHeader(4097, 4096))).toThrow('limit 16,777,216 px');
    expect(() => checkPictureSize(bmpHeader(401, 300), 400 * 300)).toThrow(
      'too large: 401 × 300 px, limit 120,000 px',
    );
  });

  it('refuses bytes with no size to read as not a picture', () => {
    expect(() => checkPictureSize(new TextEncoder().encode('GIF8'))).toThrow(
      expect.objectContaining({ skipCause: 'notImage' }),
    );
  });

  it('is the limit the reader decodes to: a picture just over it is not decoded there either', async () => {
    expect(MAX_PICTURE_PIXELS).toBe(4096 * 4096);
    const over = await bytesOf(solid(4097, 4096).png({ compressionLevel: 9, palette: true }));
    expect(await prepareImage(over, { forTesseract: false })).toBeNull();
  });
});

describe('fetchPicture', () => {
  it('fetches through the media loader and holds the picture to the gate', async () => {
    const small = await bytesOf(solid(40, 30).png());
    const large = bmpHeader(5000, 4000);
    const images = {
      fetchLink: async (url: string) => ({
        bytes: url.endsWith('small.png') ? small : large,
        contentType: 'image/png' as const,
        fileName: 'image.png',
      }),
    };
    expect(await fetchPicture(images, 'https://img.example/small.png')).toBe(small);
    await expect(fetchPicture(images, 'https://img.example/large.png')).rejects.toThrow(
      'too large: 5000 × 4000 px',
    );
  });
});
