import { findAddressCandidates } from './candidates.ts';
import { inkRuns } from './ink-runs.ts';
import { linesOf } from './paddle-lines.ts';
import { type LinePicture, loadPaddleModels, type PaddleModels } from './paddle-models.ts';
import { mergeReads, rereadCrop } from './paddle-reread.ts';
import { keepNoDecodedImages, type PreparedImage, prepareImage, sourceBox } from './preprocess.ts';
import type { AddressRead, ImageReader, OcrLine } from './reader.ts';
import { holdsAddressRun, mayHoldAddress, type PieceRect, type PieceRuns } from './short-lines.ts';

/**
 * The text lines of a prepared picture, each character placed in the source picture; with
 * `skipShort`, only the pieces that can hold an address or part of one are read (addressPieces).
 */
async function readLines(
  models: PaddleModels,
  prepared: PreparedImage,
  skipShort = false,
): Promise<OcrLine[]> {
  const found = await models.detect(prepared.png);
  const keep = skipShort ? addressPieces(found) : [];
  const pieces = [];
  for (const [index, line] of found.entries()) {
    if (skipShort && !keep[index]) continue;
    pieces.push({ corners: line.corners, ...(await models.recognise(line.image)) });
  }
  return linesOf(pieces, (rect) => sourceBox(rect, prepared));
}

/**
 * Which pieces may hold an address or part of one, before they are read: those of text blocks
 * with room for one (short-lines.ts mayHoldAddress), then of those, the pieces whose runs of
 * glyphs have room for one (holdsAddressRun, on ink-runs.ts).
 */
function addressPieces(found: LinePicture[]): boolean[] {
  const rects = found.map(({ corners }) => rectOf(corners));
  const inBlock = mayHoldAddress(rects);
  const chosen = found.flatMap((_line, index) => (inBlock[index] ? [index] : []));
  const runs = chosen.map((index): PieceRuns => {
    const { image } = found[index] as LinePicture;
    const run = inkRuns(image);
    const height = Math.max(1, image.height);
    return {
      longest: run.longest / height,
      first: run.first / height,
      last: run.last / height,
      single: run.count === 1,
    };
  });
  const held = holdsAddressRun(
    chosen.map((index) => rects[index] as PieceRect),
    runs,
  );
  const keep = found.map(() => false);
  chosen.forEach((index, at) => {
    keep[index] = held[at] ?? false;
  });
  return keep;
}

function rectOf(corners: [number, number][]): PieceRect {
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/**
 * A reader on PaddleOCR's PP-OCRv4 models (paddle-models.ts). A large picture is detected
 * reduced (detector-size.ts), its lines read from the picture itself; text blocks too short for
 * an address are not read (short-lines.ts), nor pieces without a run of glyphs long enough for
 * one (ink-runs.ts, holdsAddressRun); `threads`: onnxruntime's threads. With two passes, every
 * line that held an address is read again, cropped and enlarged; a wrapped address
 * (wrapped-lines.ts) each of its lines' parts, joined again (on the bench's 32 wrapped pictures, one more address read exactly than
 * keeping the first pass's read, for about 0.25 s more CPU on a phone screenshot).
 */
export async function createPaddleReader(passes: 1 | 2 = 2, threads = 1): Promise<ImageReader> {
  keepNoDecodedImages();
  const models = await loadPaddleModels(threads);
  return {
    async read(image) {
      const prepared = await prepareImage(image, { forTesseract: false });
      if (!prepared) return [];
      const found = findAddressCandidates(await readLines(models, prepared, true));
      if (passes === 1) return found.map((candidate) => candidate.read);
      // Each address line again, cropped and enlarged to the recogniser's own line height.
      const merged: AddressRead[] = [];
      for (const candidate of found) {
        const box = candidate.read.box;
        if (!box) {
          merged.push(candidate.read);
          continue;
        }
        // A wrapped address: each line's part again, the parts joined as in the first pass.
        const boxes = candidate.read.boxes ?? [box];
        const lines: OcrLine[] = [];
        for (const part of boxes) {
          const crop = await prepareImage(image, { forTesseract: false, crop: rereadCrop(part) });
          if (crop) lines.push(...(await readLines(models, crop)));
        }
        const again = findAddressCandidates(lines);
        merged.push(mergeReads(candidate, again[0]));
      }
      return merged;
    },
    async close() {},
  };
}
