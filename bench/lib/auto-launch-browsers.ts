import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { connectFeedClients } from './feed-clients.ts';

/** Where the feed clients run: a thread of their own in this process, or the server's own thread. */
export const BROWSER_THREADS = ['worker', 'main'] as const;
export type BrowserThread = (typeof BROWSER_THREADS)[number];

/** The posts the clients received since the last take: each delivery's post id and time. */
export type Deliveries = { ids: string[]; at: number[] };

export type Browsers = {
  /** Deliveries since the last call, their times on this thread's performance.now() clock. */
  take: () => Promise<Deliveries>;
  close: () => Promise<void>;
};

type Start = { kind: 'auto-launch-browsers'; url: string; count: number; sessionId: string };
type Message = { type: 'ready' } | { type: 'taken'; ids: string[]; at: number[] };

/**
 * `count` logged-in Socket.IO feed clients (lib/feed-clients.ts, the browsers' library) on `url`,
 * each delivery timed as it is read. In a `worker` thread, the clients' reading and decoding runs
 * beside the server rather than in its event loop (as browsers elsewhere would); times there are
 * taken as performance.timeOrigin + performance.now() and turned back into this thread's clock
 * (the two threads agree within microseconds). `main` keeps them in this thread.
 */
export async function startBrowsers(
  url: string,
  count: number,
  sessionId: string,
  thread: BrowserThread,
): Promise<Browsers> {
  if (thread === 'main') {
    let taken: Deliveries = { ids: [], at: [] };
    const disconnect = await connectFeedClients([url], count, sessionId, (id) => {
      taken.at.push(performance.now());
      taken.ids.push(id);
    });
    return {
      take: async () => {
        const out = taken;
        taken = { ids: [], at: [] };
        return out;
      },
      close: async () => disconnect(),
    };
  }
  const start: Start = { kind: 'auto-launch-browsers', url, count, sessionId };
  // A worker does not inherit tsx's loader: it registers it, then loads this file.
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`,
    { eval: true, workerData: start },
  );
  const replies: ((message: Message) => void)[] = [];
  const failed = new Promise<never>((_, reject) => worker.once('error', reject));
  failed.catch(() => undefined);
  worker.on('message', (message: Message) => replies.shift()?.(message));
  const next = () =>
    Promise.race([new Promise<Message>((resolve) => replies.push(resolve)), failed]);
  await next(); // ready
  return {
    take: async () => {
      const answer = next();
      worker.postMessage('take');
      const message = await answer;
      if (message.type !== 'taken') throw new Error('the clients answered out of turn');
      return { ids: message.ids, at: message.at.map((at) => at - performance.timeOrigin) };
    },
    close: async () => {
      await worker.terminate();
    },
  };
}

/** The worker's side: connects the clients, answers each `take` with what they received. */
async function serveBrowsers(start: Start): Promise<void> {
  const port = parentPort;
  if (!port) return;
  let taken: Deliveries = { ids: [], at: [] };
  await connectFeedClients([start.url], start.count, start.sessionId, (id) => {
    taken.at.push(performance.timeOrigin + performance.now());
    taken.ids.push(id);
  });
  port.on('message', () => {
    port.postMessage({ type: 'taken', ...taken } satisfies Message);
    taken = { ids: [], at: [] };
  });
  port.postMessage({ type: 'ready' } satisfies Message);
}

if (!isMainThread && (workerData as Start | undefined)?.kind === 'auto-launch-browsers')
  await serveBrowsers(workerData as Start);
