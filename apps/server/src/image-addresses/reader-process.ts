import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ReadReply, ReadRequest } from './reader-messages.ts';
import type { ReaderThread } from './reader-threads.ts';
import type { AddressRead } from './reading/index.ts';

/** A read that has not answered by then ends its reader (the image is skipped). */
export const READ_TIMEOUT_MS = 30_000;

/**
 * A new reader's first read may take this much longer: the process starts and loads its models
 * first (a few seconds on an idle machine, tens of seconds on a saturated one).
 */
export const START_TIMEOUT_MS = 60_000;

/** A reader whose resident size passes this after a read is ended, and a new one started. */
export const READER_MAX_RSS_MB = 800;

/**
 * The reader's JavaScript heap at most. Its models and image buffers are native memory, outside
 * this; in the bench its heap held 70–175 MB, most of it garbage V8 had not collected yet.
 */
const READER_HEAP_MB = 256;

export type ReaderProcessOptions = {
  readTimeoutMs?: number;
  startTimeoutMs?: number;
  /** The resident size, in MB, past which a reader is recycled after its read. */
  maxRssMb?: number;
  /** Told when a reader is recycled, with its resident size in MB. */
  onRecycled?: (rssMb: number) => void;
};

/**
 * What the reader's environment keeps of the server's: the system's basics, and libvips' and
 * glibc's tuning.
 */
const READER_ENV = /^(PATH|HOME|TMPDIR|TMP|TEMP|LANG|LC_[A-Z]+|TZ|NODE_ENV|VIPS_\w+|MALLOC_\w+)$/;

/**
 * The server's environment without its secrets (keys, passwords, tokens): the reader parses
 * pictures from anywhere, and needs none of them.
 */
function readerEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => READER_ENV.test(name)));
}

/**
 * The reader process: dist/image-address-reader.js beside the bundle's main.js (build.ts builds
 * both), or, running from the TypeScript source (tests, `npm run dev`), reader-child.ts loaded
 * through tsx. Its stdout and stderr are the server's.
 */
function startChild(): ChildProcess {
  const here = import.meta.url;
  const bundled = !here.endsWith('.ts');
  const entry = new URL(bundled ? './image-address-reader.js' : './reader-child.ts', here);
  const loader = bundled ? [] : ['--import', import.meta.resolve('tsx')];
  return fork(fileURLToPath(entry), [], {
    execArgv: [`--max-old-space-size=${READER_HEAP_MB}`, ...loader],
    env: readerEnv(),
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

type Pending = {
  resolve: (reads: AddressRead[]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};

/**
 * A reader in a process of its own: images go in over IPC, reads come back. Its memory (the
 * models, onnxruntime's and libvips' buffers) is not the server's, and all of it returns to the
 * system when the process ends: when the pool stops it, when a read takes too long, or when it
 * has grown past `maxRssMb`.
 */
export function spawnReaderProcess(options: ReaderProcessOptions = {}): ReaderThread {
  const readTimeoutMs = options.readTimeoutMs ?? READ_TIMEOUT_MS;
  let startTimeoutMs = options.startTimeoutMs ?? START_TIMEOUT_MS;
  const maxRss = (options.maxRssMb ?? READER_MAX_RSS_MB) * 1024 * 1024;
  const child = startChild();
  // An idle reader never keeps the server running.
  child.unref();
  child.channel?.unref();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
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
  const end = () => {
    alive = false;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  child.on('message', (reply: ReadReply) => {
    const entry = pending.get(reply.id);
    if (!entry) return;
    pending.delete(reply.id);
    clearTimeout(entry.timer);
    // Grown too big: this read is its last, the pool starts another for the next.
    if (reply.rss > maxRss) {
      end();
      options.onRecycled?.(Math.round(reply.rss / (1024 * 1024)));
    }
    if ('error' in reply) entry.reject(new Error(reply.error));
    else entry.resolve(reply.reads);
  });
  child.on('error', (error) => fail(new Error(`the image reader failed: ${error.message}`)));
  child.on('exit', (code, signal) =>
    fail(new Error(`the image reader stopped (${signal ?? `exit code ${code}`})`)),
  );

  return {
    get alive() {
      return alive;
    },
    read(image) {
      if (!alive) return Promise.reject(new Error('the image reader stopped'));
      const id = nextId++;
      const limit = readTimeoutMs + startTimeoutMs;
      startTimeoutMs = 0;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          fail(new Error(`the image reader took longer than ${limit / 1000} s`));
          end();
        }, limit);
        pending.set(id, { resolve, reject, timer });
        const request: ReadRequest = { id, image };
        child.send(request);
      });
    },
    async close() {
      // Its end is awaited: until then the process keeps the server's loop running.
      child.ref();
      end();
      // A process that never started has nothing to wait for.
      if (child.pid !== undefined) await exited;
    },
  };
}
