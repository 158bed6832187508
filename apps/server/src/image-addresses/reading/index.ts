import type { ImageReader } from './reader.ts';
import { createTesseractReader } from './tesseract-reader.ts';

export type { AddressRead, ImageBox, ImageReader } from './reader.ts';

/** The reader the product uses; loads its models from node_modules only, never the network. */
export function createImageReader(): Promise<ImageReader> {
  return createTesseractReader();
}
