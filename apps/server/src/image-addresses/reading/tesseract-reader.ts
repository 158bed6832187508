import { createRequire } from 'node:module';
import Tesseract from 'tesseract.js';
import { findAddressReads } from './candidates.ts';
import { prepareImage } from './preprocess.ts';
import type { ImageBox, ImageReader, OcrWord } from './reader.ts';

const require = createRequire(import.meta.url);

/**
 * The English data shipped in @tesseract.js-data/eng: `4.0.0` holds the legacy engine and the
 * integer LSTM model, `4.0.0_best_int` the integer LSTM model alone (the same LSTM weights).
 */
export type TesseractModel = 'standard' | 'best_int';

function langPathOf(model: TesseractModel): string {
  const data: { langPath: string } = require('@tesseract.js-data/eng');
  return model === 'standard' ? data.langPath : `${data.langPath}_best_int`;
}

function boxOf(bbox: Tesseract.Bbox, scale: number): ImageBox {
  const x = Math.floor(bbox.x0 / scale);
  const y = Math.floor(bbox.y0 / scale);
  return {
    x,
    y,
    width: Math.max(1, Math.ceil(bbox.x1 / scale) - x),
    height: Math.max(1, Math.ceil(bbox.y1 / scale) - y),
  };
}

function wordsOf(page: Tesseract.Page, scale: number): OcrWord[] {
  const words = (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)),
  );
  return words.map((word) =>
    word.symbols.flatMap((symbol) =>
      [...symbol.text].map((char) => ({
        char,
        confidence: symbol.confidence,
        box: boxOf(symbol.bbox, scale),
      })),
    ),
  );
}

/**
 * A reader on tesseract.js (WebAssembly), its model read from node_modules: `langPath` is a
 * local folder, so nothing is fetched, and `cacheMethod: 'none'` writes no copy to disk.
 */
export async function createTesseractReader(
  model: TesseractModel = 'best_int',
): Promise<ImageReader> {
  const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: langPathOf(model),
    gzip: true,
    cacheMethod: 'none',
  });
  // No character whitelist: with one, tesseract drops the spaces between words and glues labels
  // to addresses; the look-alikes of candidates.ts take care of misread characters instead.
  await worker.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.AUTO });
  return {
    async read(image) {
      const prepared = await prepareImage(image);
      if (!prepared) return [];
      const { data } = await worker.recognize(prepared.png, {}, { text: false, blocks: true });
      return findAddressReads(wordsOf(data, prepared.scale));
    },
    async close() {
      await worker.terminate();
    },
  };
}
