import { findAddressCandidates } from './candidates.ts';
import { linesOf } from './paddle-lines.ts';
import { loadPaddleModels, type PaddleModels } from './paddle-models.ts';
import { mergeReads, rereadCrop } from './paddle-reread.ts';
import { keepNoDecodedImages, type PreparedImage, prepareImage, sourceBox } from './preprocess.ts';
import type { AddressRead, ImageReader, OcrLine } from './reader.ts';

/** The text lines of a prepared picture, each character placed in the source picture. */
async function readLines(models: PaddleModels, prepared: PreparedImage): Promise<OcrLine[]> {
  const pieces = [];
  for (const line of await models.detect(prepared.png)) {
    pieces.push({ corners: line.corners, ...(await models.recognise(line.image)) });
  }
  return linesOf(pieces, (rect) => sourceBox(rect, prepared));
}

/**
 * A reader on PaddleOCR's PP-OCRv4 models (paddle-models.ts). With two passes, every line that
 * held an address is read again, cropped and enlarged.
 */
export async function createPaddleReader(passes: 1 | 2 = 2): Promise<ImageReader> {
  keepNoDecodedImages();
  const models = await loadPaddleModels();
  return {
    async read(image) {
      const prepared = await prepareImage(image, { forTesseract: false });
      if (!prepared) return [];
      const found = findAddressCandidates(await readLines(models, prepared));
      if (passes === 1) return found.map((candidate) => candidate.read);
      // Each address line again, cropped and enlarged to the recogniser's own line height.
      const merged: AddressRead[] = [];
      for (const candidate of found) {
        const box = candidate.read.box;
        if (!box) {
          merged.push(candidate.read);
          continue;
        }
        const line = await prepareImage(image, { forTesseract: false, crop: rereadCrop(box) });
        const again = line ? findAddressCandidates(await readLines(models, line)) : [];
        merged.push(mergeReads(candidate, again[0]));
      }
      return merged;
    },
    async close() {},
  };
}
