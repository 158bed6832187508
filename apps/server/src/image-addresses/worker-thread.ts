import { Worker } from 'node:worker_threads';
import type { ReaderThread } from './reader-threads.ts';
import type { AddressRead } from './reading/index.ts';
import type { ReadReply, ReadRequest } from './worker-messages.ts';

/** A read that has not answered by then stops its thread (the image is skipped). */
export const READ_TIMEOUT_MS = 30_000;

/**
 * The reader thread: dist/image-address-worker.js beside the bundle's main.js (build.ts builds
 * both), or, running from the TypeScript source (tests, `npm run dev`), worker.ts loaded through
 * tsx, whose loader a worker does not inherit.
 */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./image-address-worker.js', here));
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./worker.ts', here).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(boot, { eval: true });
}

type Pending = {
  resolve: (reads: AddressRead[]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};

/** A reader in a worker thread: images go in (transferred, not copied), reads come back. */
export function spawnWorkerReader(readTimeoutMs: number = READ_TIMEOUT_MS): ReaderThread {
  const worker = startWorker();
  // An idle reader never keeps the process alive.
  worker.unref();
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let alive = true;

  const fail = (error: Error) => {
    alive = false;
    for (const entry of pending.values()) {
      clearTimeout(entry.timer);
      entry.reject(error);
    }
    pending.clear();
  };
  worker.on('message', (reply: ReadReply) => {
    const entry = pending.get(reply.id);
    if (!entry) return;
    pending.delete(reply.id);
    clearTimeout(entry.timer);
    if ('error' in reply) entry.reject(new Error(reply.error));
    else entry.resolve(reply.reads);
  });
  worker.on('error', (error) => fail(new Error(`the image reader failed: ${error.message}`)));
  worker.on('exit', (code) => fail(new Error(`the image reader stopped (exit code ${code})`)));

  return {
    get alive() {
      return alive;
    },
    read(image) {
      if (!alive) return Promise.reject(new Error('the image reader stopped'));
      const id = nextId++;
      // A copy of its own, so the bytes can be transferred without detaching the caller's.
      const copy = new Uint8Array(image);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          fail(new Error(`the image reader took longer than ${readTimeoutMs / 1000} s`));
          void worker.terminate();
        }, readTimeoutMs);
        pending.set(id, { resolve, reject, timer });
        const request: ReadRequest = { id, image: copy };
        worker.postMessage(request, [copy.buffer]);
      });
    },
    async close() {
      alive = false;
      await worker.terminate();
    },
  };
}
