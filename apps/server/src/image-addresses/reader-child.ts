import type { ReadReply, ReadRequest } from './reader-messages.ts';
import { type AddressRead, createImageReader } from './reading/index.ts';

/**
 * The reader process's entry (reader-process.ts forks it; the bundle builds it into
 * dist/image-address-reader.js). The reader's models load once, when the process starts; all its
 * memory goes back to the system when the process ends.
 */
const send = process.send?.bind(process);
if (!send) throw new Error('The image reader runs only as a child process of the server');

// Ctrl-C in a terminal reaches the whole process group; the server decides when its reader stops.
process.on('SIGINT', () => {});
// The server gone, or done with this reader: nothing is left to read for.
process.on('disconnect', () => process.exit(0));

/** onnxruntime's threads per model run: the server's `--threads=N` (readerThreadsFor), else 1. */
const threads = Number(/^--threads=(\d)$/.exec(process.argv[2] ?? '')?.[1] ?? 1);
const reader = createImageReader(threads >= 1 ? threads : 1);

process.on('message', async ({ id, image }: ReadRequest) => {
  let answer: { reads: AddressRead[] } | { error: string };
  try {
    answer = { reads: await (await reader).read(image) };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  const reply: ReadReply = { id, ...answer, rss: process.memoryUsage.rss() };
  send(reply);
});
