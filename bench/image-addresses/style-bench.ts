import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { type ImageAddress, type Post, PROTOCOL_VERSION } from '@launchdeck/protocol';
import { io } from 'socket.io-client';
import { spawnReaderProcess } from '../../apps/server/src/image-addresses/reader-process.ts';
import type { AddressRead } from '../../apps/server/src/image-addresses/reading/index.ts';
import {
  type ChainCheck,
  type KnownAddresses,
  verifyRead,
} from '../../apps/server/src/image-addresses/verify.ts';
import { adminLogin, ingest } from '../lib/api.ts';
import { freePort, repoRoot, SERVER_ENV, waitForHttp } from '../lib/process.ts';
import { summarize } from '../lib/stats.ts';
import { readerPids } from './process-memory.ts';
import { renderStyles, type StyleImage } from './style-render.ts';
import { STYLE_NAMES, type StyleCase, type StyleName } from './styles.ts';

/** An EVM address in any case is one address; base58 is case-sensitive. */
const same = (a: string, b: string, chain: string) =>
  chain === 'bnb' ? a.toLowerCase() === b.toLowerCase() : a === b;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident sizes from /proc (MB): now and the kernel's peak (VmHWM); NaN once gone. */
async function residentMb(pid: number): Promise<{ rss: number; peak: number }> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) =>
      Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1]) / 1024;
    return { rss: field('VmRSS'), peak: field('VmHWM') };
  } catch {
    return { rss: Number.NaN, peak: Number.NaN };
  }
}

/**
 * Watches the reader processes of `parent` (and `parent` itself when `withParent`) every 200 ms:
 * the highest peak resident size any one reader reached, and the highest sum of the tree's
 * resident sizes at one moment.
 */
function watchPeaks(parent: number, withParent: boolean) {
  const peaks = new Map<number, number>();
  let rssMax = 0;
  let tree = 0;
  let stopped = false;
  const poll = async () => {
    while (!stopped) {
      const pids = await readerPids(parent);
      let sum = 0;
      for (const pid of pids) {
        const { rss, peak } = await residentMb(pid);
        if (!Number.isNaN(peak)) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, peak));
        if (!Number.isNaN(rss)) {
          sum += rss;
          rssMax = Math.max(rssMax, rss);
        }
      }
      if (withParent) sum += (await residentMb(parent)).rss || 0;
      tree = Math.max(tree, sum);
      await sleep(200);
    }
  };
  const running = poll();
  return {
    /** Clears what was seen (a new style's window), the readers alive keep their own peak. */
    reset() {
      peaks.clear();
      rssMax = 0;
      tree = 0;
    },
    /**
     * readerPeakMb: the kernel's peak of any reader seen (over its whole life); readerRssMaxMb:
     * the largest resident size a reader was seen at in this window; treePeakMb: the tree's.
     */
    snapshot: () => ({
      readerPeakMb: Math.max(0, ...peaks.values()),
      readerRssMaxMb: rssMax,
      treePeakMb: tree,
    }),
    async stop() {
      stopped = true;
      await running;
    },
  };
}

type ReaderResult = {
  image: StyleImage;
  reads: AddressRead[];
  /** What the server's rule (verify.ts) shows for the reads, the picture's stored texts known. */
  shown: ImageAddress[];
  /** The reader's refusal or failure, when it gave no reads. */
  error?: string;
  ms: number;
};

/**
 * Each style's pictures read one at a time by a new reader process of the server's own
 * (reader-process.ts, IPC included), so each style's peak is its own; each huge picture gets a
 * reader of its own. The timeouts are long: a slow read on a busy machine is a sample here.
 */
async function readStyles(images: StyleImage[]) {
  const groups: StyleImage[][] = [];
  for (const style of STYLE_NAMES) {
    const ofStyle = images.filter((image) => image.style === style);
    if (style === 'huge') groups.push(...ofStyle.map((image) => [image]));
    else if (ofStyle.length > 0) groups.push(ofStyle);
  }
  const results: ReaderResult[] = [];
  const peaks = new Map<string, number>();
  for (const group of groups) {
    const watch = watchPeaks(process.pid, false);
    const reader = spawnReaderProcess({
      readTimeoutMs: 900_000,
      startTimeoutMs: 900_000,
      maxRssMb: 65_536,
    });
    try {
      for (const image of group) {
        const bytes = await readFile(image.file);
        const started = performance.now();
        try {
          const reads = await reader.read(bytes);
          const ms = performance.now() - started;
          results.push({ image, reads, shown: await shownFor(image, reads), ms });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          results.push({
            image,
            reads: [],
            shown: [],
            error: message,
            ms: performance.now() - started,
          });
        }
      }
      await sleep(300);
    } finally {
      await reader.close();
      await watch.stop();
    }
    const key = group[0]?.style === 'huge' ? (group[0]?.id ?? 'huge') : (group[0]?.style ?? '');
    peaks.set(key, watch.snapshot().readerPeakMb);
  }
  return { results, peaks };
}

type ServerResult = {
  image: StyleImage;
  /** tweet → tweet_update, when an update came. */
  updateMs?: number;
  /** tweet → the "image skipped" log line, and its reason. */
  skipped?: { ms: number; reason: string };
  /** tweet → the marker post's update: the post was done by then (nothing found). */
  doneByMs?: number;
  shown: { verifiedRight: number; verifiedWrong: number; unverified: number };
};

/** The product's server from source with its info log lines read (the skipped images). */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'launchdeck-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...SERVER_ENV,
      LOG_LEVEL: 'debug',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      IMAGE_ADDRESSES: 'on',
      IMAGE_ADDRESS_WORKERS: '1',
      MEDIA_ALLOW_PRIVATE_HOSTS: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const skips = new Map<string, (reason: string) => void>();
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!line.includes('image skipped')) return;
    try {
      const entry = JSON.parse(line) as { post?: string; reason?: string };
      if (entry.post) skips.get(entry.post)?.(entry.reason ?? '');
    } catch {
      // not a JSON log line
    }
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/api/health`, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid as number, skips, stop };
}

/** A picture served from loopback at `/<index>`, its type from its name. */
async function servePictureFiles(files: string[]) {
  const { createServer } = await import('node:http');
  const bytes = await Promise.all(files.map((file) => readFile(file)));
  const server = createServer((request, response) => {
    const index = Number(request.url?.slice(1));
    const body = bytes[index];
    if (!body) return void response.writeHead(404).end();
    const type = files[index]?.endsWith('.jpg') ? 'jpeg' : 'png';
    response.writeHead(200, { 'content-type': `image/${type}`, 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: (index: number) => `http://127.0.0.1:${port}/${index}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A picture every reader reads: what tells the bench that the post before it was done. */
const MARKER: StyleCase = {
  id: 'marker',
  style: 'decoy',
  addresses: [{ address: '0x8ba1f109551bd432803012645ac136ddd64dba72', chain: 'bnb' }],
  knownInText: [],
  note: 'marker',
  drawing: {
    kind: 'card',
    lines: ['CA: 0x8ba1f109551bd432803012645ac136ddd64dba72'],
    style: { font: 'sans', size: 28, theme: 'light', scale: 1 },
  },
};

/**
 * Post stored → tweet_update on a real server (IMAGE_ADDRESS_WORKERS=1), one post at a time so
 * no post waits in the queue: each picture's post, its style's known addresses posted in text
 * first, then a marker post whose picture is always read; the marker's update says the post
 * before it is done (the queue is first in, first out), whether or not it found an address.
 */
async function serverRoundTrip(images: StyleImage[]) {
  const [marker] = await renderStyles([MARKER]);
  const served = await servePictureFiles([...images.map((i) => i.file), marker?.file ?? '']);
  const markerIndex = images.length;
  const server = await startServer();
  const watch = watchPeaks(server.pid, true);
  const sessionId = await adminLogin(server.url);
  const socket = io(server.url, {
    transports: ['websocket'],
    auth: { protocolVersion: PROTOCOL_VERSION, sessionId },
  });
  await new Promise((resolve) => socket.once('initialTweets', resolve));
  const tweetAt = new Map<string, number>();
  const updates = new Map<string, (post: Post) => void>();
  socket.on('tweet', (post: Post) => tweetAt.set(post.id, performance.now()));
  socket.on('tweet_update', (post: Post) => updates.get(post.id)?.(post));

  const results: ServerResult[] = [];
  const memory = new Map<StyleName, ReturnType<ReturnType<typeof watchPeaks>['snapshot']>>();
  let style: StyleName | undefined;
  const author = { handle: 'launcher' };
  try {
    for (const [index, image] of images.entries()) {
      if (image.style !== style) {
        if (style) memory.set(style, watch.snapshot());
        watch.reset();
        style = image.style;
      }
      const id = `style-${Date.now()}-${index}`;
      const markerId = `${id}-marker`;
      const result: ServerResult = {
        image,
        shown: { verifiedRight: 0, verifiedWrong: 0, unverified: 0 },
      };
      updates.set(id, (post) => {
        const t0 = tweetAt.get(id);
        if (t0 !== undefined) result.updateMs = performance.now() - t0;
        for (const found of post.imageAddresses ?? []) {
          const right = image.addresses.some((t) => same(t.address, found.address, t.chain));
          if (!found.verified) result.shown.unverified++;
          else if (right) result.shown.verifiedRight++;
          else result.shown.verifiedWrong++;
        }
      });
      server.skips.set(id, (reason) => {
        const t0 = tweetAt.get(id);
        result.skipped = { ms: t0 === undefined ? Number.NaN : performance.now() - t0, reason };
      });
      let giveUp: NodeJS.Timeout | undefined;
      const done = new Promise<void>((resolve) => {
        updates.set(markerId, () => resolve());
        // A marker not read at all (a reader that reads nothing): the post is given up on.
        giveUp = setTimeout(resolve, image.style === 'huge' ? 300_000 : 120_000);
      });
      const createdAt = new Date().toISOString();
      const known = image.knownInText.map((address, k) => ({
        id: `${id}-text-${k}`,
        text: `CA ${address}`,
        author,
        createdAt,
      }));
      await ingest(server.url, {
        posts: [
          ...known,
          {
            id,
            text: 'new launch',
            author,
            createdAt,
            media: { images: [{ url: served.url(index) }] },
          },
        ],
      });
      await ingest(server.url, {
        posts: [
          {
            id: markerId,
            text: 'marker',
            author,
            createdAt: new Date().toISOString(),
            media: { images: [{ url: served.url(markerIndex) }] },
          },
        ],
      });
      await done;
      clearTimeout(giveUp);
      const t0 = tweetAt.get(id);
      if (t0 !== undefined && result.updateMs === undefined && !result.skipped)
        result.doneByMs = performance.now() - t0;
      updates.delete(id);
      updates.delete(markerId);
      server.skips.delete(id);
      results.push(result);
    }
    if (style) memory.set(style, watch.snapshot());
  } finally {
    socket.disconnect();
    await watch.stop();
    await server.stop();
    await served.close();
  }
  return { results, memory };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`;
const mb = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) || value <= 0 ? '-' : `${value.toFixed(0)} MB`;
const msText = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? '-' : `${value.toFixed(0)} ms`;

/**
 * The reads as the server shows them (verify.ts, the real rule): the stored texts of the picture's
 * case are the only local source, no chain is asked (offline), EIP-55 checksums count.
 */
async function shownFor(image: StyleImage, reads: AddressRead[]): Promise<ImageAddress[]> {
  const known: KnownAddresses = {
    sourcesOf: async (addresses, chain) =>
      addresses.map((a) => (image.knownInText.some((k) => same(k, a, chain)) ? 'text' : undefined)),
  };
  const offline: ChainCheck = { covers: () => false, exists: async (a) => a.map(() => false) };
  const shown = await Promise.all(
    reads.map((read) =>
      verifyRead(read, 'https://bench.example/picture.png', { known, chain: offline }),
    ),
  );
  return shown.filter((entry) => entry !== undefined);
}

/** Addresses shown verified that are not what the picture shows (goal 0). */
function wrongButVouched(result: ReaderResult): number {
  return result.shown.filter(
    (found) =>
      found.verified &&
      !result.image.addresses.some((truth) => same(found.address, truth.address, truth.chain)),
  ).length;
}

function firstRight(result: ReaderResult): boolean {
  return result.image.addresses.every((truth) =>
    result.reads.some((read) => {
      const first = read.alternatives[0];
      return first !== undefined && same(first, truth.address, truth.chain);
    }),
  );
}

function amongRight(result: ReaderResult): boolean {
  return result.image.addresses.every((truth) =>
    result.reads.some((read) => read.alternatives.some((a) => same(a, truth.address, truth.chain))),
  );
}

export type StyleBenchOptions = {
  styles: StyleName[];
  cases: number;
  seed: number;
  /** Post stored → tweet_update on a real server too. */
  roundTrip: boolean;
};

/**
 * Issue 48's styles (styles.ts): every picture read by the server's reader process, scored
 * against the truth, and, with `roundTrip`, posted to a real server; per style, the exact first
 * reads, the wrong but verified, the wrapped addresses read, post stored → update and the
 * reader's peak memory, and for the huge pictures whether and how soon each was answered.
 */
export async function styleBench(
  images: StyleImage[],
  options: StyleBenchOptions,
): Promise<string[]> {
  const lines = [
    `Styles of issue 48 (seed ${options.seed}, ${options.cases} pictures a style${options.styles.includes('huge') ? ', huge: 2' : ''}): ${options.styles.join(', ')}`,
  ];
  const started = performance.now();
  const read = await readStyles(images);
  lines.push(
    `  read by a reader process of the server's, one picture at a time, a new process per style (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  let server: Awaited<ReturnType<typeof serverRoundTrip>> | undefined;
  if (options.roundTrip) {
    const serverStarted = performance.now();
    server = await serverRoundTrip(images);
    lines.push(
      `  posted to a real server one at a time, IMAGE_ADDRESS_WORKERS=1 (${((performance.now() - serverStarted) / 1000).toFixed(0)} s)`,
    );
  }

  lines.push(
    '',
    '| Style | Pictures | Exact first | Among alternatives | Wrong but verified (reader / server) | Wrapped read | Read p50 / p99 | Post stored → update p50 / p99 (updates) | Server shown: right / WRONG / unverified | Reader peak (own process / on the server) |',
    '|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const style of options.styles) {
    const results = read.results.filter((r) => r.image.style === style);
    if (results.length === 0) continue;
    const withAddress = results.filter((r) => r.image.addresses.length > 0);
    const exactFirst = withAddress.filter(firstRight).length;
    const exactAmong = withAddress.filter(amongRight).length;
    const wrapped = withAddress.filter((r) => (r.image.wrappedLines ?? 1) >= 2);
    const wrappedRead = wrapped.filter(firstRight).length;
    const wrong = results.reduce((sum, r) => sum + wrongButVouched(r), 0);
    const times = summarize(results.map((r) => r.ms));
    const onServer = server?.results.filter((r) => r.image.style === style) ?? [];
    const latencies = summarize(
      onServer.flatMap((r) => (r.updateMs === undefined ? [] : [r.updateMs])),
    );
    const shown = onServer.reduce(
      (sum, r) => ({
        right: sum.right + r.shown.verifiedRight,
        wrong: sum.wrong + r.shown.verifiedWrong,
        unverified: sum.unverified + r.shown.unverified,
      }),
      { right: 0, wrong: 0, unverified: 0 },
    );
    const readerPeak =
      style === 'huge'
        ? Math.max(...results.map((r) => read.peaks.get(r.image.id) ?? 0))
        : read.peaks.get(style);
    const serverMemory = server?.memory.get(style);
    lines.push(
      `| ${style} | ${results.length} | ${withAddress.length ? `${percent(exactFirst, withAddress.length)} (${exactFirst}/${withAddress.length})` : '- (no valid address shown)'} | ${withAddress.length ? `${exactAmong}` : '-'} | ${wrong} / ${server ? shown.wrong : '-'} | ${wrapped.length ? `${percent(wrappedRead, wrapped.length)} (${wrappedRead}/${wrapped.length})` : '-'} | ${msText(times.p50)} / ${msText(times.p99)} | ${server ? `${msText(latencies.p50)} / ${msText(latencies.p99)} (${latencies.count})` : '-'} | ${server ? `${shown.right} / ${shown.wrong} / ${shown.unverified}` : '-'} | ${mb(readerPeak)} / ${mb(serverMemory?.readerRssMaxMb)} |`,
    );
  }

  const wrappedAll = read.results.filter(
    (r) => r.image.addresses.length > 0 && (r.image.wrappedLines ?? 1) >= 2,
  );
  if (wrappedAll.length > 0) {
    lines.push('', 'Wrapped addresses (phone and wrapped styles), exact first alternative:');
    const groups = new Map<string, ReaderResult[]>();
    for (const r of wrappedAll) {
      const chain = r.image.addresses[0]?.chain ?? '';
      const key =
        r.image.style === 'wrapped'
          ? r.image.note.replace(/^(solana|bnb), /, `${chain}, `)
          : `${chain}, ${r.image.wrappedLines} lines, by the phone's bubble`;
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    for (const [key, group] of [...groups.entries()].sort()) {
      const right = group.filter(firstRight).length;
      lines.push(`  ${key}: ${right} of ${group.length}`);
    }
    const right = wrappedAll.filter(firstRight).length;
    lines.push(
      `  all: ${percent(right, wrappedAll.length)} (${right}/${wrappedAll.length}; goal ≥ 90 %)`,
    );
  }

  const wrongCases = read.results.filter((r) => wrongButVouched(r) > 0);
  const serverWrong = server?.results.filter((r) => r.shown.verifiedWrong > 0) ?? [];
  if (wrongCases.length + serverWrong.length > 0) {
    lines.push('', 'Wrong but verified (goal 0):');
    for (const r of wrongCases)
      lines.push(
        `  reader, ${r.image.id} (${r.image.note}): shown ${r.shown.map((f) => `${f.address} (${f.verifiedBy})`).join('; ')}; read ${r.reads.map((read) => `${read.alternatives.slice(0, read.verifiable ?? 1).join(' | ')} [${read.verifiable ?? 1} readings]`).join('; ')}`,
      );
    for (const r of serverWrong)
      lines.push(
        `  server, ${r.image.id} (${r.image.note}): ${r.shown.verifiedWrong} shown verified`,
      );
  }

  const huge = read.results.filter((r) => r.image.style === 'huge');
  if (huge.length > 0) {
    lines.push('', 'Huge pictures:');
    for (const r of huge) {
      const { image } = r;
      const answer = r.error
        ? `no reads: ${r.error}`
        : `read, ${r.reads.length} address(es)${firstRight(r) ? ', the right one first' : ''}`;
      lines.push(
        `  ${image.id}: ${image.width} × ${image.height}, ${(image.bytes / 1024 / 1024).toFixed(2)} MB file`,
        `    reader process: ${answer} in ${msText(r.ms)}; the reader's peak ${mb(read.peaks.get(image.id))}`,
      );
      const s = server?.results.find((x) => x.image.id === image.id);
      if (!s) continue;
      const serverAnswer =
        s.updateMs !== undefined
          ? `read, update in ${msText(s.updateMs)} (${s.shown.verifiedRight} verified right, ${s.shown.verifiedWrong} WRONG, ${s.shown.unverified} unverified)`
          : s.skipped
            ? `skipped in ${msText(s.skipped.ms)}: ${s.skipped.reason}`
            : s.doneByMs !== undefined
              ? `read, nothing found (done within ${msText(s.doneByMs)})`
              : 'no answer';
      lines.push(`    server: ${serverAnswer}`);
    }
    const hugeMemory = server?.memory.get('huge');
    if (hugeMemory)
      lines.push(
        `    the server's process tree (server and readers) at its peak while the huge pictures were posted: ${mb(hugeMemory.treePeakMb)}; a reader at most ${mb(hugeMemory.readerRssMaxMb)} (sampled every 200 ms)`,
      );
  }
  if (server) {
    lines.push('', "The server's process tree (server and readers) at its peak, per style:");
    for (const [style, memory] of server.memory)
      lines.push(
        `  ${style}: ${mb(memory.treePeakMb)} (a reader at most ${mb(memory.readerRssMaxMb)}, sampled every 200 ms)`,
      );
  }
  return lines;
}

export { renderStyles };
