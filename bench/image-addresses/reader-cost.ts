import { readFile } from 'node:fs/promises';
import { spawnReaderProcess } from '../../apps/server/src/image-addresses/reader-process.ts';
import { createImageReader } from '../../apps/server/src/image-addresses/reading/index.ts';
import { summarize } from '../lib/stats.ts';
import { readerPids, rssMb } from './process-memory.ts';
import type { CorpusImage } from './render.ts';

/**
 * What the reader's own process costs a read: the same pictures read by the reader in this
 * process (as the server's worker thread did) and by a reader process (IPC both ways), in turns so
 * the machine's load falls on both alike. Also the resident size each way: this process's growth
 * with the reader inside it, the reader process's own.
 */
export function readerCost(pictures: number): (corpus: CorpusImage[]) => Promise<string[]> {
  return async (corpus) => {
    const chosen = corpus.filter((image) => image.kind === 'address').slice(0, pictures);
    const images = await Promise.all(chosen.map((image) => readFile(image.file)));
    const before = await rssMb(process.pid);
    const inside = await createImageReader();
    // The server's limit is for a stuck reader; here a slow read on a busy machine is a sample.
    const apart = spawnReaderProcess({ readTimeoutMs: 600_000 });
    const times = { inside: [] as number[], apart: [] as number[] };
    const timed = async (read: () => Promise<unknown>, into: number[]) => {
      const started = performance.now();
      await read();
      into.push(performance.now() - started);
    };
    try {
      // Each reader's first read loads what it loads lazily: not timed.
      await inside.read(images[0] as Buffer);
      await apart.read(images[0] as Buffer);
      for (const [index, image] of images.entries()) {
        const one = () => timed(() => inside.read(image), times.inside);
        const other = () => timed(() => apart.read(image), times.apart);
        if (index % 2 === 0) await one().then(other);
        else await other().then(one);
      }
    } finally {
      await inside.close();
    }
    const grown = (await rssMb(process.pid)) - before;
    const [reader] = await readerPids(process.pid);
    const readerMb = await rssMb(reader);
    await apart.close();
    const inSummary = summarize(times.inside);
    const apartSummary = summarize(times.apart);
    return [
      `The reader in this process and in a process of its own, ${images.length} pictures in turns:`,
      `  in this process: read p50 ${inSummary.p50.toFixed(0)} ms, p99 ${inSummary.p99.toFixed(0)} ms; this process grew ${grown.toFixed(0)} MB`,
      `  reader process:  read p50 ${apartSummary.p50.toFixed(0)} ms, p99 ${apartSummary.p99.toFixed(0)} ms (IPC included); the reader process holds ${readerMb.toFixed(0)} MB`,
    ];
  };
}
