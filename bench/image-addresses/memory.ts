import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Post, PROTOCOL_VERSION } from '@launchdeck/protocol';
import { io } from 'socket.io-client';
import { adminLogin, ingest } from '../lib/api.ts';
import { freePort, repoRoot, SERVER_ENV, waitForHttp } from '../lib/process.ts';
import { summarize } from '../lib/stats.ts';
import { servePictures } from './picture-server.ts';
import { formatMemory, serverMemory } from './process-memory.ts';
import type { CorpusImage } from './render.ts';

export type MemoryOptions = {
  /** Pictures read, one post each, one after another. */
  posts: number;
  /** IMAGE_ADDRESS_IDLE_SECONDS of the server: how soon its reader stops once idle. */
  idleSeconds: number;
};

/** Resident sizes are printed after these many pictures (those up to `posts`). */
const CHECKPOINTS = [1, 10, 30, 100, 300];
/** A server left alone this long before its idle size is read. */
const SETTLE_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The production bundle (`npm start`'s dist/main.js) on embedded storage in a new data folder. */
async function startBundle(env: Record<string, string>) {
  const built = spawnSync('npm', ['run', 'build', '-w', '@launchdeck/server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('building the server failed');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'launchdeck-bench-'));
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`);
  return {
    url,
    pid: child.pid,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Memory of `npm start`'s server while it reads pictures (issue 31: the reader's memory is its
 * own process's, returned whole when it stops): the server's and its reader processes' resident
 * sizes idle, after 1/10/30/100 pictures, and once the idle reader was stopped; and post stored →
 * tweet_update with no queueing (each post waits for the one before).
 */
export function readerMemory(options: MemoryOptions): (corpus: CorpusImage[]) => Promise<string[]> {
  return async (corpus) => {
    const pictures = corpus.filter((image) => image.kind === 'address');
    const served = await servePictures(pictures);
    const server = await startBundle({
      MEDIA_ALLOW_PRIVATE_HOSTS: 'true',
      IMAGE_ADDRESS_IDLE_SECONDS: String(options.idleSeconds),
    });
    const lines = [
      `Memory of the production bundle reading pictures (one post at a time, IMAGE_ADDRESS_WORKERS=1, idle stop after ${options.idleSeconds} s):`,
    ];
    const snapshot = async (label: string) =>
      lines.push(`  ${label}: ${formatMemory(await serverMemory(server.pid))}`);
    await sleep(SETTLE_MS);
    await snapshot('idle, before the first picture');

    const sessionId = await adminLogin(server.url);
    const socket = io(server.url, {
      transports: ['websocket'],
      auth: { protocolVersion: PROTOCOL_VERSION, sessionId },
    });
    await new Promise((resolve) => socket.once('initialTweets', resolve));
    const updated = new Map<string, () => void>();
    const tweetAt = new Map<string, number>();
    socket.on('tweet', (post: Post) => tweetAt.set(post.id, performance.now()));
    socket.on('tweet_update', (post: Post) => updated.get(post.id)?.());

    const latencies: number[] = [];
    let missed = 0;
    for (let index = 0; index < options.posts; index++) {
      const id = `mem-${Date.now()}-${index}`;
      const update = new Promise<boolean>((resolve) => {
        updated.set(id, () => resolve(true));
        // A picture the reader finds no address in sends no update: it is waited for three
        // times the usual read, at least 5 s (the first, with the reader's start: a minute).
        const usual = summarize(latencies).p50;
        setTimeout(() => resolve(false), latencies.length ? Math.max(5_000, 3 * usual) : 60_000);
      });
      await ingest(server.url, {
        posts: [
          {
            id,
            text: 'new launch',
            author: { handle: 'launcher' },
            createdAt: new Date().toISOString(),
            media: { images: [{ url: served.url(index % pictures.length) }] },
          },
        ],
      });
      if (await update) latencies.push(performance.now() - (tweetAt.get(id) ?? Number.NaN));
      else missed++;
      updated.delete(id);
      tweetAt.delete(id);
      if (CHECKPOINTS.includes(index + 1)) await snapshot(`after ${index + 1} picture(s)`);
    }
    await sleep(options.idleSeconds * 1000 + SETTLE_MS);
    await snapshot(`${options.idleSeconds} s after the last picture (the reader stopped)`);
    socket.disconnect();
    await server.stop();
    await served.close();

    const times = summarize(latencies);
    lines.push(
      `  post → tweet_update, one at a time: p50 ${times.p50.toFixed(0)} ms, p99 ${times.p99.toFixed(0)} ms over ${times.count} updates (${missed} pictures with no address found; the first includes the reader's start)`,
    );
    return lines;
  };
}
