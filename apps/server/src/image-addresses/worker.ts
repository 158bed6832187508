import { parentPort } from 'node:worker_threads';
import { createImageReader } from './reading/index.ts';
import type { ReadReply, ReadRequest } from './worker-messages.ts';

/**
 * The reader thread's entry (worker-thread.ts starts it; the bundle builds it into
 * dist/image-address-worker.js). The reader's models load once, when the thread starts.
 */
const port = parentPort;
if (!port) throw new Error('The image reader runs only as a worker thread');
const reader = createImageReader();

port.on('message', async ({ id, image }: ReadRequest) => {
  let reply: ReadReply;
  try {
    reply = { id, reads: await (await reader).read(image) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
