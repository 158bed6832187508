import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { corpusCases, DEFAULT_CORPUS } from './image-addresses/corpus.ts';
import { type BenchEngine, ENGINES } from './image-addresses/engines.ts';
import { readerMemory } from './image-addresses/memory.ts';
import { readerCost } from './image-addresses/reader-cost.ts';
import { type CorpusImage, renderCorpus } from './image-addresses/render.ts';
import { roundTrip } from './image-addresses/round-trip.ts';
import { type ImageResult, scoreEngine, scoreLines } from './image-addresses/score.ts';
import { renderStyles, styleBench } from './image-addresses/style-bench.ts';
import { DEFAULT_STYLE_CORPUS, STYLE_NAMES, styleCases } from './image-addresses/styles.ts';
import { choiceListArg, numberArgs } from './lib/args.ts';

/**
 * Reads every picture of the corpus with one engine, one at a time (as one pool worker does).
 * Each picture's bytes are read from disk before its clock starts.
 */
async function readCorpus(engine: BenchEngine, images: CorpusImage[]): Promise<ImageResult[]> {
  const reader = await engine.create();
  const results: ImageResult[] = [];
  try {
    for (const image of images) {
      const bytes = await readFile(image.file);
      const started = performance.now();
      const cpu = process.cpuUsage();
      const reads = await reader.read(bytes);
      const { user, system } = process.cpuUsage(cpu);
      results.push({
        image,
        reads,
        ms: performance.now() - started,
        cpuMs: (user + system) / 1000,
      });
    }
  } finally {
    await reader.close();
  }
  return results;
}

/** A part of the report: measures something over the corpus and returns the lines to print. */
export type BenchSection = (images: CorpusImage[]) => Promise<string[]>;

/**
 * Every engine chosen with `--engines 0,1` (indexes into ENGINES; all by default); with
 * `--details <file>` each engine's reads of every picture go to `<file>.<index>.json`.
 */
function compareEngines(chosen: number[], details: string | undefined): BenchSection {
  return async (images) => {
    const lines = ['Engines compared (each picture read once, one reader at a time):'];
    for (const index of chosen) {
      const engine = ENGINES[index];
      if (!engine) continue;
      const results = await readCorpus(engine, images);
      if (details) await writeFile(`${details}.${index}.json`, JSON.stringify(results, null, 1));
      lines.push(...scoreLines(engine.name, scoreEngine(results)));
    }
    return lines;
  };
}

function stringArg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const engines = stringArg('engines')?.split(',').map(Number) ?? ENGINES.map((_, i) => i);

// `--styles existing,phone,wrapped,decoy,near-miss,huge` (all by default): `existing` is the
// corpus of corpus.ts with its sections below, the others issue 48's styles (styles.ts).
const chosenStyles = choiceListArg('styles', ['existing', ...STYLE_NAMES] as const, [
  'existing',
  ...STYLE_NAMES,
]);
const newStyles = STYLE_NAMES.filter((style) => chosenStyles.includes(style));
// `--style-cases 32` pictures a style (the huge style has its two), `--style-seed 48`,
// `--style-rt 0` leaves out their round trip on a real server.
const styleArgs = numberArgs({
  'style-cases': DEFAULT_STYLE_CORPUS.cases,
  'style-seed': DEFAULT_STYLE_CORPUS.seed,
  'style-rt': 1,
});
const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

if (chosenStyles.includes('existing')) {
  const size = numberArgs(DEFAULT_CORPUS);
  const images = await renderCorpus(corpusCases(size));
  const negatives = images.filter((image) => image.kind !== 'address').length;
  console.log(
    `Corpus: ${images.length} pictures (${images.length - negatives} with addresses, ${negatives} without), seed ${size.seed}; ${cpus().length} cores, load ${loadNow()}`,
  );
  // Each section prints its own lines; the pipeline's post → tweet_update latency is one more.
  // `--memory`: instead, the reader's memory and what its process costs a read.
  const roundTripArgs = numberArgs({ 'rt-posts': 40, 'rt-rate': 1, 'rt-workers': 1 });
  const memoryArgs = numberArgs({ 'mem-posts': 100, 'mem-idle': 10, 'cost-pictures': 20 });
  // `--rt-posts 0` leaves the round trip out (a run that compares readers only).
  const sections: BenchSection[] = process.argv.includes('--memory')
    ? [
        readerCost(memoryArgs['cost-pictures']),
        readerMemory({ posts: memoryArgs['mem-posts'], idleSeconds: memoryArgs['mem-idle'] }),
      ]
    : [compareEngines(engines, stringArg('details'))];
  if (!process.argv.includes('--memory') && roundTripArgs['rt-posts'] > 0) {
    sections.push(
      roundTrip({
        posts: roundTripArgs['rt-posts'],
        rate: roundTripArgs['rt-rate'],
        workers: roundTripArgs['rt-workers'],
      }),
    );
  }
  for (const section of sections) console.log((await section(images)).join('\n'));
}

if (newStyles.length > 0 && !process.argv.includes('--memory')) {
  const options = {
    styles: newStyles,
    cases: styleArgs['style-cases'],
    seed: styleArgs['style-seed'],
    roundTrip: styleArgs['style-rt'] > 0,
  };
  const images = await renderStyles(styleCases(newStyles, options));
  console.log(`Style pictures: ${images.length}; ${cpus().length} cores, load ${loadNow()}`);
  console.log((await styleBench(images, options)).join('\n'));
}
console.log(`load at the end: ${loadNow()}`);
