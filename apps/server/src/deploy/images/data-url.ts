import { acceptedContentType, sniffImageType } from './image-types.ts';
import type { UploadedImage } from './upload-store.ts';

/** Why an image data URL was refused: not a raster image of ours, or over the size limit. */
export type DataUrlRefusal = 'notImage' | 'tooLarge';

/**
 * An image data URL decoded (an upload, or a file the form sent inline): the declared type must
 * be one we take and the bytes must show it (image-types.ts), at most `maxBytes` of them. The
 * size is checked before decoding, so a huge upload costs nothing.
 */
export function decodeImageDataUrl(
  dataUrl: string,
  maxBytes: number,
): { image: UploadedImage } | { refused: DataUrlRefusal } {
  const match = /^data:([^;,]*)(?:;[^;,]*)*?;base64,(.*)$/s.exec(dataUrl);
  if (!match || !acceptedContentType(match[1] ?? null)) return { refused: 'notImage' };
  const base64 = match[2] ?? '';
  // Four base64 characters carry three bytes.
  if (Math.floor((base64.length * 3) / 4) > maxBytes + 2) return { refused: 'tooLarge' };
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length > maxBytes) return { refused: 'tooLarge' };
  const contentType = sniffImageType(bytes);
  return contentType ? { image: { bytes, contentType } } : { refused: 'notImage' };
}
