import type { TokenImageLoader } from '../deploy/index.ts';
import { ImageSkipError } from './skip-causes.ts';

/**
 * The most pixels a post picture may declare to be read: 4096 × 4096 (16,777,216). Larger than
 * a screenshot of any common screen (a 5K screen's is 5120 × 2880, 14.7 M), and a quarter of the
 * 8192 × 8192 that X accepts for an upload, the upper bound of what a post can carry. Decoding
 * costs memory with the pixels (a 6300 × 6300 PNG of 38 KB grew a reader past 4.5 GB), so a
 * larger picture is refused from its header, before it reaches a reader; the reader's decoder
 * (reading/preprocess.ts, sharp's `limitInputPixels`) refuses the same number again.
 */
export const MAX_PICTURE_PIXELS = 4096 * 4096;

/** A picture's size as its header declares it, in pixels. */
export type PictureSize = { width: number; height: number };

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);
const i32le = (b: Uint8Array, at: number) => u16le(b, at) | (u16le(b, at + 2) << 16) | 0;
const ascii = (b: Uint8Array, at: number, text: string) =>
  [...text].every((char, i) => b[at + i] === char.charCodeAt(0));

/** PNG: the IHDR chunk, first after the signature (ISO/IEC 15948 §11.2.2). */
function png(b: Uint8Array): PictureSize | null {
  if (b.length < 24 || !ascii(b, 12, 'IHDR')) return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/** GIF: the logical screen descriptor (GIF89a §18), which frames are drawn into. */
function gif(b: Uint8Array): PictureSize | null {
  if (b.length < 10) return null;
  return { width: u16le(b, 6), height: u16le(b, 8) };
}

/** BMP: the info header after the 14-byte file header; a 12-byte core header has 16-bit sides. */
function bmp(b: Uint8Array): PictureSize | null {
  if (b.length < 26) return null;
  if (i32le(b, 14) === 12) return { width: u16le(b, 18), height: u16le(b, 20) };
  // A negative height is a top-down bitmap.
  return { width: Math.abs(i32le(b, 18)), height: Math.abs(i32le(b, 22)) };
}

/** WebP: the first chunk, lossy (VP8), lossless (VP8L) or extended (VP8X, the canvas). */
function webp(b: Uint8Array): PictureSize | null {
  if (ascii(b, 12, 'VP8X')) {
    if (b.length < 30) return null;
    return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  }
  if (ascii(b, 12, 'VP8L')) {
    if (b.length < 25 || b[20] !== 0x2f) return null;
    const bits = u16le(b, 21) | (u16le(b, 23) << 16);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(b, 12, 'VP8 ')) {
    // The key frame's start code, then 14-bit sides (their top 2 bits are the scale).
    if (b.length < 30 || b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  return null;
}

/** JPEG: the first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC), segments walked. */
function jpeg(b: Uint8Array): PictureSize | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at++;
      continue;
    }
    // Markers without a length: TEM, the restart markers, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    // End of image or start of scan before any frame header: none to read.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    const frame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (frame) {
      if (at + 9 > b.length) return null;
      return { width: u16be(b, at + 7), height: u16be(b, at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

/**
 * The size a picture's header declares (PNG, JPEG, GIF, WebP, BMP: the media loader's types),
 * read from its first bytes without decoding it; null for another type, a header cut short, or
 * a side of 0 (a JPEG whose height comes only after its first scan).
 */
export function declaredSize(bytes: Uint8Array): PictureSize | null {
  let size: PictureSize | null = null;
  if (ascii(bytes, 0, '\x89PNG\r\n\x1a\n')) size = png(bytes);
  else if (bytes[0] === 0xff && bytes[1] === 0xd8) size = jpeg(bytes);
  else if (ascii(bytes, 0, 'GIF8')) size = gif(bytes);
  else if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) size = webp(bytes);
  else if (ascii(bytes, 0, 'BM')) size = bmp(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

/** `1234567` as `1,234,567`. */
const grouped = (n: number) => n.toLocaleString('en-US');

/**
 * The gate before a reader: the picture's declared size when it has at most `maxPixels`
 * (MAX_PICTURE_PIXELS unless given) pixels. Throws an ImageSkipError otherwise: `tooManyPixels`
 * ('too large: 6300 × 6300 px, limit 16,777,216 px'), or `notImage` when no size can be read.
 */
export function checkPictureSize(
  bytes: Uint8Array,
  maxPixels: number = MAX_PICTURE_PIXELS,
): PictureSize {
  const size = declaredSize(bytes);
  if (!size) throw new ImageSkipError('notImage', 'not a picture: no size in its header');
  if (size.width * size.height > maxPixels) {
    throw new ImageSkipError(
      'tooManyPixels',
      `too large: ${size.width} × ${size.height} px, limit ${grouped(maxPixels)} px`,
    );
  }
  return size;
}

/**
 * A post picture fetched through the media loader (`fetchLink`: its time, byte, type and host
 * limits), then held to the pixel gate: its bytes, or the loader's ImageLoadError or the gate's
 * ImageSkipError.
 */
export async function fetchPicture(
  images: Pick<TokenImageLoader, 'fetchLink'>,
  url: string,
  maxPixels: number = MAX_PICTURE_PIXELS,
): Promise<Uint8Array> {
  const { bytes } = await images.fetchLink(url);
  checkPictureSize(bytes, maxPixels);
  return bytes;
}
