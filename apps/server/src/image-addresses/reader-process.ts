import { type ChildProcess, fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ReadReply, ReadRequest } from './reader-messages.ts';
import type { ReaderThread } from './reader-threads.ts';
import type { AddressRead } from './reading/index.ts';
import { ImageSkipError } from './skip-causes.ts';

/** A read that has not answered by then ends its reader (the image is skipped). */
export const READ_TIMEOUT_MS = 30_000;

/**
 * A new reader's first read may take this much longer: the process starts and loads its models
 * first (a few seconds on an idle machine, tens of seconds on a saturated one).
 */
export const START_TIMEOUT_MS = 60_000;

/**
 * The reader's memory ceiling, its resident size in MB: past it during a read, the reader is
 * ended at once (that picture skipped); past it after a read, it is ended and the next picture
 * starts a new one (IMAGE_ADDRESS_READER_MAX_MB).
 */
export const READER_MAX_RSS_MB = 800;

/**
 * How often a reader's resident size is read while a read is pending, in ms. A runaway decode
 * grew a reader by about 150 MB a second, so it passes its ceiling by some 15 MB at most.
 */
export const MEMORY_POLL_MS = 100;

/**
 * glibc's malloc arenas in the reader (unless the server's environment sets MALLOC_ARENA_MAX):
 * each thread that allocates gets an arena of its own otherwise, up to 8 per core, and every
 * arena keeps what it was given; onnxruntime and libvips allocate from a few threads.
 */
const READER_MALLOC_ARENAS = '2';

/**
 * The reader's JavaScript heap at most. Its models and image buffers are native memory, outside
 * this; in the bench its heap held 70–175 MB, most of it garbage V8 had not collected yet.
 */
const READER_HEAP_MB = 256;

export type ReaderProcessOptions = {
  readTimeoutMs?: number;
  startTimeoutMs?: number;
  /** The memory ceiling, in MB: past it a reader is ended during a read, or after it. */
  maxRssMb?: number;
  /**
   * How often the resident size is read during a read, in ms (MEMORY_POLL_MS unless given); 0
   * reads it only after each read. On Linux only (/proc); elsewhere only after each read.
   */
  memoryPollMs?: number;
  /** Told when a reader is recycled, with its resident size in MB. */
  onRecycled?: (rssMb: number) => void;
  /** onnxruntime's threads per model run in the reader (readerThreadsFor); 1 unless given. */
  threads?: number;
};

/**
 * Issue 48: onnxruntime's threads per reader. Two when every reader of the pool can have two
 * cores (readers × 2 ≤ cores): a 3× phone screenshot's post stored → update went from p50
 * 1.2–1.4 s to 0.95–0.97 s on 2 cores with one reader (bench:image-addresses, phone style), for
 * about 40 % more CPU per picture. One otherwise, so readers never oversubscribe the cores.
 */
export function readerThreadsFor(readers: number, cores = availableParallelism()): 1 | 2 {
  return readers * 2 <= cores ? 2 : 1;
}

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
  return {
    MALLOC_ARENA_MAX: READER_MALLOC_ARENAS,
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => READER_ENV.test(name))),
  };
}

/** A process's resident size in bytes (Linux: VmRSS of /proc/<pid>/status); undefined if gone. */
async function residentBytes(pid: number): Promise<number | undefined> {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

/**
 * The reader process: dist/image-address-reader.js beside the bundle's main.js (build.ts builds
 * both), or, running from the TypeScript source (tests, `npm run dev`), reader-child.ts loaded
 * through tsx. Its stdout and stderr are the server's.
 */
function startChild(threads: number): ChildProcess {
  const here = import.meta.url;
  const bundled = !here.endsWith('.ts');
  const entry = new URL(bundled ? './image-address-reader.js' : './reader-child.ts', here);
  const loader = bundled ? [] : ['--import', import.meta.resolve('tsx')];
  return fork(fileURLToPath(entry), [`--threads=${threads}`], {
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
 * has grown past `maxRssMb`. While a read is pending its resident size is read every
 * `memoryPollMs` (Linux), and a reader past the ceiling is killed (SIGKILL) at once, the read
 * rejected; after each read, the size it reports is checked too.
 *
 * A read rejects with an ImageSkipError: `readerMemory` ('the image reader passed its memory
 * ceiling of 800 MB'), `readerTimeout` ('the image reader took longer than 30 s'), or
 * `readerFailed` (it crashed, was stopped, or its reader threw).
 */
export function spawnReaderProcess(options: ReaderProcessOptions = {}): ReaderThread {
  const readTimeoutMs = options.readTimeoutMs ?? READ_TIMEOUT_MS;
  let startTimeoutMs = options.startTimeoutMs ?? START_TIMEOUT_MS;
  const maxRssMb = options.maxRssMb ?? READER_MAX_RSS_MB;
  const maxRss = maxRssMb * 1024 * 1024;
  const pollMs = process.platform === 'linux' ? (options.memoryPollMs ?? MEMORY_POLL_MS) : 0;
  const child = startChild(options.threads ?? 1);
  // An idle reader never keeps the server running.
  child.unref();
  child.channel?.unref();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let alive = true;

  let watch: NodeJS.Timeout | undefined;
  const unwatch = () => {
    clearInterval(watch);
    watch = undefined;
  };

  const fail = (error: Error) => {
    alive = false;
    unwatch();
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

  /** Reads the resident size while a read is pending; past the ceiling, ends the reader. */
  const watchMemory = () => {
    const pid = child.pid;
    if (watch || pollMs <= 0 || pid === undefined) return;
    let reading = false;
    watch = setInterval(async () => {
      if (reading) return;
      reading = true;
      const rss = await residentBytes(pid);
      reading = false;
      if (pending.size === 0 || !alive) unwatch();
      else if (rss !== undefined && rss > maxRss) {
        fail(
          new ImageSkipError(
            'readerMemory',
            `the image reader passed its memory ceiling of ${maxRssMb} MB`,
          ),
        );
        end();
      }
    }, pollMs);
    watch.unref();
  };

  child.on('message', (reply: ReadReply) => {
    const entry = pending.get(reply.id);
    if (!entry) return;
    pending.delete(reply.id);
    clearTimeout(entry.timer);
    if (pending.size === 0) unwatch();
    // Grown too big: this read is its last, the pool starts another for the next.
    if (reply.rss > maxRss) {
      end();
      options.onRecycled?.(Math.round(reply.rss / (1024 * 1024)));
    }
    if ('error' in reply) entry.reject(new ImageSkipError('readerFailed', reply.error));
    else entry.resolve(reply.reads);
  });
  child.on('error', (error) =>
    fail(new ImageSkipError('readerFailed', `the image reader failed: ${error.message}`)),
  );
  child.on('exit', (code, signal) =>
    fail(
      new ImageSkipError(
        'readerFailed',
        `the image reader stopped (${signal ?? `exit code ${code}`})`,
      ),
    ),
  );

  return {
    get alive() {
      return alive;
    },
    read(image) {
      if (!alive) {
        return Promise.reject(new ImageSkipError('readerFailed', 'the image reader stopped'));
      }
      const id = nextId++;
      const limit = readTimeoutMs + startTimeoutMs;
      startTimeoutMs = 0;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          fail(
            new ImageSkipError(
              'readerTimeout',
              `the image reader took longer than ${limit / 1000} s`,
            ),
          );
          end();
        }, limit);
        pending.set(id, { resolve, reject, timer });
        const request: ReadRequest = { id, image };
        child.send(request);
        watchMemory();
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
