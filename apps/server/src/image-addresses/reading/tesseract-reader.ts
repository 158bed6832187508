import { createRequire } from 'node:module';
import Tesseract from 'tesseract.js';
import { findAddressReads } from './candidates.ts';
import { keepNoDecodedImages, type PreparedImage, prepareImage, sourceBox } from './preprocess.ts';
import type { ImageReader, OcrLine } from './reader.ts';

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

/** The page's lines, the words of each joined by a space. */
function linesOf(page: Tesseract.Page, prepared: PreparedImage): OcrLine[] {
  const lines = (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines),
  );
  return lines.map((line) =>
    line.words.flatMap((word, index) => [
      ...(index > 0 ? [{ char: ' ', confidence: word.confidence }] : []),
      ...word.symbols.flatMap((symbol) =>
        [...symbol.text].map((char) => ({
          char,
          confidence: symbol.confidence,
          box: sourceBox(symbol.bbox, prepared),
        })),
      ),
    ]),
  );
}

/**
 * A reader on tesseract.js (WebAssembly), its model read from node_modules: `langPath` is a
 * local folder, so nothing is fetched, and `cacheMethod: 'none'` writes no copy to disk.
 */
export async function createTesseractReader(
  engine: TesseractEngine = 'lstm',
): Promise<ImageReader> {
  keepNoDecodedImages();
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
      const prepared = await prepareImage(image, { forTesseract: true });
      if (!prepared) return [];
      const { data } = await worker.recognize(prepared.png, {}, { text: false, blocks: true });
      return findAddressReads(linesOf(data, prepared));
    },
    async close() {
      await worker.terminate();
    },
  };
}
