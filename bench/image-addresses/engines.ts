import type { ImageReader } from '../../apps/server/src/image-addresses/reading/index.ts';
import { createImageReader } from '../../apps/server/src/image-addresses/reading/index.ts';
import { createPaddleReader } from '../../apps/server/src/image-addresses/reading/paddle-reader.ts';
import { createTesseractReader } from '../../apps/server/src/image-addresses/reading/tesseract-reader.ts';

/** One way of reading pictures the bench compares. */
export type BenchEngine = { name: string; create(): Promise<ImageReader> };

export const ENGINES: BenchEngine[] = [
  { name: 'default (createImageReader)', create: createImageReader },
  { name: 'tesseract.js LSTM, best_int data', create: () => createTesseractReader('lstm') },
  { name: 'tesseract.js legacy recogniser', create: () => createTesseractReader('legacy') },
  { name: 'tesseract.js legacy + LSTM combined', create: () => createTesseractReader('combined') },
  {
    name: 'PaddleOCR PP-OCRv4 (@gutenye/ocr-node, onnxruntime-node), one pass',
    create: () => createPaddleReader(1),
  },
  {
    name: 'PaddleOCR PP-OCRv4, address lines read again cropped and enlarged',
    create: () => createPaddleReader(2),
  },
];
