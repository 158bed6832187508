import { performance } from 'node:perf_hooks';
import { addUser, ingest, login } from './lib/api.ts';
import { numberArgs } from './lib/args.ts';
import { inBatches } from './lib/feed-clients.ts';
import { FeedReader } from './lib/feed-reader.ts';
import { freePort } from './lib/process.ts';
import { samplePost } from './lib/sample-post.ts';
import { type ServerNode, startServerNode } from './lib/server-node.ts';
import { type SharedStorage, startSharedStorage } from './lib/shared-storage.ts';
import { type LatencySummary, ms, summarize } from './lib/stats.ts';

/**
 * Reconnect storm: N logged-in feed clients (a few shared sessions) on one node, which is
 * stopped with SIGTERM and started again on the same port and database. Posts are ingested while
 * it is down on a second node (`--nodes 2`), or on the restarted node as soon as it listens
 * (`--nodes 1`, before most clients are back). Measured from the new process's listen: until
 * every client is live again (connected, session_ready) and has every event it missed, with
 * replays counted per client (each missed event once, none twice) and errors. The same run
 * repeats the storm with `--baseline` clients and prints the ratio of time per client.
 */
const args = numberArgs({ clients: 2000, baseline: 200, nodes: 1, posts: 5, sessions: 8 });
const READER_PASSWORD = 'bench-reader-password';
const STORM_TIMEOUT_MS = 120_000;

type Storm = {
  clients: number;
  downMs: number;
  allLiveMs: number;
  allCaughtUpMs: number;
  /** Listen → session_ready of each client. */
  live: LatencySummary;
  /** Each client's successful attempt → session_ready: the server's share of the reconnect. */
  handshake: LatencySummary;
  minEvents: number;
  maxEvents: number;
  duplicates: number;
  missing: number;
  freshLoads: number;
  /** connected_users messages per client during the storm (median). */
  presencePerClient: number;
  stragglers: number;
  errors: string[];
};

const sleep = (msec: number) => new Promise((resolve) => setTimeout(resolve, msec));
let postNumber = 0;
const nextPost = () => samplePost(`storm-${Date.now()}-${postNumber++}`);

async function sessionsOn(url: string): Promise<string[]> {
  const users = Math.max(1, Math.ceil(args.sessions / 2));
  return Promise.all(
    Array.from({ length: args.sessions }, (_, i) =>
      login(url, `bench_reader_${i % users}`, READER_PASSWORD),
    ),
  );
}

async function storm(storage: SharedStorage, clients: number): Promise<Storm> {
  const port = await freePort();
  let node: ServerNode | undefined = await startServerNode(storage, 'storm-a', port);
  const other = args.nodes > 1 ? await startServerNode(storage, 'storm-b') : undefined;
  const readers: FeedReader[] = [];
  try {
    // A post before anyone connects, so every client's first load gives it a lastSeq.
    await ingest(node.url, nextPost());
    const sessions = await sessionsOn(node.url);
    const url = node.url;
    readers.push(
      ...(await inBatches(clients, 100, async (i) => {
        const reader = new FeedReader(url, sessions[i % sessions.length] as string);
        await reader.loaded();
        return reader;
      })),
    );
    const lastSeqs = new Set(readers.map((r) => r.lastSeq));
    if (lastSeqs.size !== 1) throw new Error(`clients start from different seqs: ${[...lastSeqs]}`);
    const before = readers[0]?.lastSeq ?? 0;
    for (const reader of readers) reader.mark(args.posts);

    const stopAt = performance.now();
    await node.stop();
    node = undefined;
    if (other) for (let i = 0; i < args.posts; i++) await ingest(other.url, nextPost());
    node = await startServerNode(storage, 'storm-a', port);
    const listenAt = node.healthyAt;
    if (!other) for (let i = 0; i < args.posts; i++) await ingest(node.url, nextPost());

    const deadline = listenAt + STORM_TIMEOUT_MS;
    const done = () => readers.every((r) => r.readyAt !== undefined && r.caughtUpAt !== undefined);
    while (!done() && performance.now() < deadline) await sleep(20);
    await sleep(1000); // a duplicate would arrive after the last expected event
    return summarizeStorm(readers, { before, stopAt, listenAt });
  } finally {
    for (const reader of readers) reader.close();
    await Promise.all([node?.stop(), other?.stop()]);
  }
}

function summarizeStorm(
  readers: FeedReader[],
  { before, stopAt, listenAt }: { before: number; stopAt: number; listenAt: number },
): Storm {
  const expected = Array.from({ length: args.posts }, (_, i) => before + 1 + i);
  let duplicates = 0;
  let missing = 0;
  const errors: string[] = [];
  for (const r of readers) {
    const seen = new Set(r.received);
    duplicates += r.received.length - seen.size;
    missing += expected.filter((seq) => !seen.has(seq)).length;
    if (r.received.some((seq) => !expected.includes(seq))) errors.push('an unexpected event');
    errors.push(...r.errors);
    // Refusals while the server is down are the storm itself; after it listens they are errors.
    errors.push(
      ...r.connectErrors
        .filter((e) => e.attemptAt > listenAt)
        .map((e) => `connect_error: ${e.message}`),
    );
  }
  const live = readers.flatMap((r) => (r.readyAt === undefined ? [] : [r.readyAt - listenAt]));
  const caughtUp = readers.flatMap((r) =>
    r.caughtUpAt === undefined ? [] : [r.caughtUpAt - listenAt],
  );
  const handshake = readers.flatMap((r) =>
    r.readyAt === undefined || r.readyAttemptAt === undefined ? [] : [r.readyAt - r.readyAttemptAt],
  );
  const counts = readers.map((r) => r.received.length);
  return {
    clients: readers.length,
    downMs: listenAt - stopAt,
    allLiveMs: Math.max(...live),
    allCaughtUpMs: Math.max(...caughtUp),
    live: summarize(live),
    handshake: summarize(handshake),
    minEvents: Math.min(...counts),
    maxEvents: Math.max(...counts),
    duplicates,
    missing,
    freshLoads: readers.reduce((sum, r) => sum + r.freshLoads, 0),
    presencePerClient: summarize(readers.map((r) => r.presenceUpdates)).p50,
    stragglers: readers.length - Math.min(live.length, caughtUp.length),
    errors,
  };
}

function print(storms: Storm[]): void {
  console.log(
    '\n| clients | down | listen → all live | listen → all caught up | live p50 / p99 | attempt → ready p50 / p99 / max | events per client | duplicates | missing | fresh loads | connected_users per client | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const s of storms) {
    console.log(
      `| ${s.clients} | ${ms(s.downMs)} | ${ms(s.allLiveMs)} | ${ms(s.allCaughtUpMs)} | ${ms(s.live.p50)} / ${ms(s.live.p99)} | ` +
        `${ms(s.handshake.p50)} / ${ms(s.handshake.p99)} / ${ms(s.handshake.max)} | ${s.minEvents}–${s.maxEvents} (of ${args.posts}) | ` +
        `${s.duplicates} | ${s.missing} | ${s.freshLoads} | ${s.presencePerClient} | ${s.errors.length} |`,
    );
    if (s.stragglers > 0) console.log(`  ${s.stragglers} clients not back within the timeout`);
    const kinds = new Map<string, number>();
    for (const e of s.errors) kinds.set(e, (kinds.get(e) ?? 0) + 1);
    for (const [kind, n] of kinds) console.log(`  ${n} × ${kind}`);
  }
  const [base, ours] = storms as [Storm, Storm];
  const perClient = (s: Storm) => s.allLiveMs / s.clients;
  console.log(
    `\ntime per client (listen → all live / clients): ${args.baseline} clients ${ms(perClient(base))}, ` +
      `${args.clients} clients ${ms(perClient(ours))}; ratio ${(perClient(ours) / perClient(base)).toFixed(2)}x`,
  );
  console.log(
    `attempt → ready ratio ${args.clients}/${args.baseline}: p50 ${(ours.handshake.p50 / base.handshake.p50).toFixed(2)}x, ` +
      `p99 ${(ours.handshake.p99 / base.handshake.p99).toFixed(2)}x`,
  );
}

async function main(): Promise<void> {
  const where =
    args.nodes > 1
      ? 'posts ingested on a second node while it is down'
      : 'posts ingested right after the restart';
  console.log(
    `reconnect storm: ${args.clients} clients (baseline ${args.baseline}) on ${args.sessions} sessions, ` +
      `${args.posts} posts, ${where}; PostgreSQL + Redis`,
  );
  const storage = await startSharedStorage();
  try {
    const setup = await startServerNode(storage, 'setup');
    try {
      const users = Math.max(1, Math.ceil(args.sessions / 2));
      for (let i = 0; i < users; i++)
        await addUser(setup.url, `bench_reader_${i}`, READER_PASSWORD);
    } finally {
      await setup.stop();
    }
    const storms: Storm[] = [];
    for (const clients of [args.baseline, args.clients]) {
      const result = await storm(storage, clients);
      console.log(
        `${clients} clients: all live ${ms(result.allLiveMs)} after listen, caught up ${ms(result.allCaughtUpMs)}`,
      );
      storms.push(result);
    }
    print(storms);
  } finally {
    await storage.close();
  }
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
