import { createPaddleReader } from './paddle-reader.ts';
import type { ImageReader } from './reader.ts';

export type { AddressRead, ImageBox, ImageReader } from './reader.ts';

/**
 * The reader the product uses, chosen by bench:image-addresses (accuracy first, then speed):
 * PaddleOCR's PP-OCRv4 models, address lines read a second time cropped and enlarged. Loads its
 * models from node_modules only, never the network.
 */
export function createImageReader(threads = 1): Promise<ImageReader> {
  return createPaddleReader(2, threads);
}
