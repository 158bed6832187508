import { describe, expect, it } from 'vitest';
import {
  type Compressor,
  compressUnderLimit,
  IMAGE_COMPRESSION,
  ImageProcessingError,
  qualitySteps,
} from './compression.ts';
import { imageFromFile } from './read-image.ts';

const KB = 1024;
const LIMIT = IMAGE_COMPRESSION.limitBytes;
const PROCESS_FAILED =
  'Failed to process image. Please try a smaller image or use LETTER/ASCII buttons.';

/** A compressor whose output size at each quality comes from a table; it records what it tried. */
function tableCompressor(sizeAt: (quality: number) => number) {
  const tried: number[] = [];
  const compress: Compressor = async (_file, quality) => {
    tried.push(quality);
    return new Blob([new Uint8Array(sizeAt(quality))], { type: 'image/jpeg' });
  };
  return { compress, tried };
}

const bigFile = (bytes = 3000 * KB, type = 'image/png', name = 'noise.png') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('qualitySteps', () => {
  it('starts at 0.9 and steps down by 0.1 to 0.1', () => {
    expect(qualitySteps()).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
  });

  it("starts at 0.8 in the spec's other reading", () => {
    expect(qualitySteps({ startQuality: 0.8, step: 0.1, minQuality: 0.1 })).toEqual([
      0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1,
    ]);
  });
});

type StepCase = { case: string; sizes: Record<number, number>; tried: number[] };

describe('compressUnderLimit', () => {
  it.each<StepCase>([
    { case: 'under the limit at once', sizes: { 0.9: 600 * KB }, tried: [0.9] },
    {
      case: 'under it at 0.6',
      sizes: { 0.9: 1900 * KB, 0.8: 1500 * KB, 0.7: 1100 * KB, 0.6: 900 * KB },
      tried: [0.9, 0.8, 0.7, 0.6],
    },
    {
      case: 'exactly at the limit is not under it',
      sizes: { 0.9: LIMIT, 0.8: LIMIT - 1 },
      tried: [0.9, 0.8],
    },
    {
      case: 'only at the lowest quality',
      sizes: { 0.1: 999 * KB },
      tried: [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1],
    },
  ])('keeps the first encoding under 1000 KB ($case)', async ({ sizes, tried }) => {
    const sizeAt = (q: number) => sizes[q] ?? 2000 * KB;
    const compressor = tableCompressor(sizeAt);
    const out = await compressUnderLimit(bigFile(), compressor.compress);
    expect(compressor.tried).toEqual(tried);
    expect(out.size).toBe(sizeAt(tried[tried.length - 1] ?? 0));
    expect(out.size).toBeLessThan(LIMIT);
  });

  it("fails with DA §8's message when even 0.1 is over the limit", async () => {
    const compressor = tableCompressor(() => 1200 * KB);
    const failure = compressUnderLimit(bigFile(), compressor.compress);
    await expect(failure).rejects.toBeInstanceOf(ImageProcessingError);
    await expect(failure).rejects.toThrow(PROCESS_FAILED);
    expect(compressor.tried).toHaveLength(9);
  });

  it("fails with DA §8's message when the encoder fails", async () => {
    const broken: Compressor = async () => {
      throw new Error('The source image could not be decoded.');
    };
    await expect(compressUnderLimit(bigFile(), broken)).rejects.toThrow(PROCESS_FAILED);
  });
});

describe('imageFromFile', () => {
  it('reads a file of at most 1000 KB as it is, without compressing it', async () => {
    const compressor = tableCompressor(() => 1);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'frog.png', { type: 'image/png' });
    expect(await imageFromFile(file, compressor.compress)).toEqual({
      data: 'data:image/png;base64,iVBORw==',
      name: 'frog.png',
      type: 'image/png',
    });
    expect(compressor.tried).toEqual([]);
  });

  it('re-compresses a larger file to a JPEG under 1000 KB', async () => {
    const compressor = tableCompressor((q) => (q >= 0.7 ? 1500 * KB : 800 * KB));
    const image = await imageFromFile(bigFile(3 * 1024 * KB), compressor.compress);
    expect(compressor.tried).toEqual([0.9, 0.8, 0.7, 0.6]);
    expect(image).toMatchObject({ name: 'noise.jpg', type: 'image/jpeg' });
    expect('data' in image && image.data.startsWith('data:image/jpeg;base64,')).toBe(true);
  });

  it("fails with DA §8's message when it cannot be made small enough", async () => {
    const compressor = tableCompressor(() => 1100 * KB);
    await expect(imageFromFile(bigFile(), compressor.compress)).rejects.toThrow(PROCESS_FAILED);
  });
});
