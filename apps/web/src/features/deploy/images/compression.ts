import { IMAGE_TEXT } from './strings.ts';

/** DA §5 / §9 image compression. */
export const IMAGE_COMPRESSION = {
  /** "About 1000 KB": a file above this is re-compressed, and must end below it. */
  limitBytes: 1000 * 1024,
  /** The longest side after compression, in pixels. */
  maxSide: 1024,
  type: 'image/jpeg',
  /** The spec's two readings start at 0.9 and at 0.8; we take the first, 0.9. */
  startQuality: 0.9,
  step: 0.1,
  minQuality: 0.1,
} as const;

/** One encoding of the image at a JPEG quality (0–1), its longest side at most `maxSide`. */
export type Compressor = (file: File, quality: number) => Promise<Blob>;

/** DA §8 'Failed to process image. …': the image could not be read, encoded or made small enough. */
export class ImageProcessingError extends Error {
  override readonly name = 'ImageProcessingError';

  constructor(readonly reason?: unknown) {
    super(IMAGE_TEXT.processFailed);
  }
}

/** The qualities tried, in order: 0.9, 0.8, … 0.1 (rounded, so 0.1 is reached exactly). */
export function qualitySteps({
  startQuality,
  step,
  minQuality,
}: {
  startQuality: number;
  step: number;
  minQuality: number;
} = IMAGE_COMPRESSION): number[] {
  const steps: number[] = [];
  for (let tenths = Math.round(startQuality / step); tenths * step >= minQuality - 1e-9; tenths--) {
    steps.push(Math.round(tenths * step * 100) / 100);
  }
  return steps;
}

export const needsCompression = (file: Blob) => file.size > IMAGE_COMPRESSION.limitBytes;

/**
 * DA §5: re-encodes the image as JPEG at each quality in turn, stepping down by 0.1, and keeps the
 * first result under the limit. None under it, or an encoder failure, is ImageProcessingError.
 */
export async function compressUnderLimit(
  file: File,
  compress: Compressor,
  limitBytes: number = IMAGE_COMPRESSION.limitBytes,
): Promise<Blob> {
  for (const quality of qualitySteps()) {
    let encoded: Blob;
    try {
      encoded = await compress(file, quality);
    } catch (error) {
      throw new ImageProcessingError(error);
    }
    if (encoded.size < limitBytes) return encoded;
  }
  throw new ImageProcessingError('still over the limit at the lowest quality');
}
