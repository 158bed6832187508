import { readAsDataUrl } from '../../token-images/index.ts';
import {
  type Compressor,
  compressUnderLimit,
  ImageProcessingError,
  needsCompression,
} from './compression.ts';
import type { NewImage } from './image-items.ts';

/** A data URL's bytes as a Blob (fetching a data URL is refused by the page's CSP). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('not a data URL');
  const [, type = '', base64, body = ''] = match;
  if (!base64) return new Blob([decodeURIComponent(body)], { type });
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** The extension a file of this image type is saved with. */
export const extensionOf = (type: string) =>
  ({ 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' })[type] ??
  (type.split('/')[1]?.replace(/[^a-z0-9]/g, '') || 'png');

export const withExtension = (name: string, extension: string) =>
  `${name.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'image'}.${extension}`;

/**
 * A file, paste or library image made ready for the form: over about 1000 KB it is re-compressed
 * (DA §5: JPEG, at most 1024 px), then read as a data URL. Any failure is ImageProcessingError,
 * whose message is DA §8's.
 */
export async function imageFromFile(file: File, compress: Compressor): Promise<NewImage> {
  try {
    if (!needsCompression(file)) {
      return { data: await readAsDataUrl(file), name: file.name || 'image', type: file.type };
    }
    const compressed = await compressUnderLimit(file, compress);
    return {
      data: await readAsDataUrl(compressed),
      name: withExtension(file.name, 'jpg'),
      type: compressed.type || 'image/jpeg',
    };
  } catch (error) {
    throw error instanceof ImageProcessingError ? error : new ImageProcessingError(error);
  }
}
