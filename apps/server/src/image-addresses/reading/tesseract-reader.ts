import { createRequire } from 'node:module';
import Tesseract from 'tesseract.js';
import { findAddressReads } from './candidates.ts';
import { prepareImage } from './preprocess.ts';
import type { ImageBox, ImageReader, OcrWord } from './reader.ts';

const require = createRequire(import.meta.url);

/**
 * Which of tesseract's recognisers reads. The English data of @tesseract.js-data/eng holds them:
 * `4.0.0_best_int` the integer LSTM model alone, `4.0.0` the legacy recogniser and the same LSTM
 * weights (so `combined` and `legacy` load that one).
 */
export type TesseractEngine = 'lstm' | 'legacy' | 'combined';

const OEM_OF: Record<TesseractEngine, Tesseract.OEM> = {
  lstm: Tesseract.OEM.LSTM_ONLY,
  legacy: Tesseract.OEM.TESSERACT_ONLY,
  combined: Tesseract.OEM.TESSERACT_LSTM_COMBINED,
};

function langPathOf(engine: TesseractEngine): string {
  const data: { langPath: string } = require('@tesseract.js-data/eng');
  return engine === 'lstm' ? `${data.langPath}_best_int` : data.langPath;
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
  engine: TesseractEngine = 'lstm',
): Promise<ImageReader> {
  const worker = await Tesseract.createWorker('eng', OEM_OF[engine], {
    langPath: langPathOf(engine),
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
