import { performance } from 'node:perf_hooks';
import { PROTOCOL_VERSION } from '@launchdeck/protocol';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { numberArgs } from './lib/args.ts';
import { freePort, spawnTs, startLaunchdeck, waitForHttp } from './lib/process.ts';
import { samplePost } from './lib/sample-post.ts';
import { type LatencySummary, ms, summarize } from './lib/stats.ts';

/**
 * Ingest-to-browser fan-out: N real clients, posts sent over the webhook at a fixed rate,
 * latency from the POST to each client's receipt. The same run measures a raw `ws` broadcast
 * server as the baseline and prints the ratio.
 */
const args = numberArgs({ clients: 1000, rate: 20, seconds: 15, warmup: 3 });

type Target = {
  name: string;
  connect: () => Promise<() => void>;
  publish: (body: unknown) => Promise<void>;
  onPost: (listener: (id: string) => void) => void;
};
type Result = LatencySummary & { name: string; deliveriesPerSecond: number; expected: number };

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>) {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) {
    const batch = Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j));
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

async function measure(target: Target): Promise<Result> {
  const disconnect = await target.connect();
  const sentAt = new Map<string, number>();
  const samples: number[] = [];
  let deliveries = 0;
  let measuring = false;
  target.onPost((id) => {
    const t0 = sentAt.get(id);
    if (t0 === undefined || !measuring) return;
    samples.push(performance.now() - t0);
    deliveries++;
  });

  let n = 0;
  const send = async () => {
    const id = `bench-${Date.now()}-${n++}`;
    sentAt.set(id, performance.now());
    await target.publish(samplePost(id));
  };
  const run = async (seconds: number) => {
    const total = Math.round(seconds * args.rate);
    const interval = 1000 / args.rate;
    const start = performance.now();
    const pending: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const wait = start + i * interval - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      pending.push(send());
    }
    await Promise.all(pending);
  };

  await run(args.warmup);
  await new Promise((r) => setTimeout(r, 500));
  sentAt.clear();
  measuring = true;
  const start = performance.now();
  await run(args.seconds);
  const expected = Math.round(args.seconds * args.rate) * args.clients;
  const deadline = performance.now() + 5000;
  while (deliveries < expected && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  const elapsed = (performance.now() - start) / 1000;
  measuring = false;
  disconnect();
  return {
    name: target.name,
    ...summarize(samples),
    deliveriesPerSecond: deliveries / elapsed,
    expected,
  };
}

async function launchdeckTarget(): Promise<{ target: Target; stop: () => Promise<void> }> {
  const server = await startLaunchdeck();
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: server.env.ADMIN_PASSWORD }),
  });
  const { sessionId } = (await login.json()) as { sessionId: string };
  const listeners: Array<(id: string) => void> = [];
  const target: Target = {
    name: 'Launchdeck (Socket.IO, validate + store + fan-out)',
    connect: async () => {
      const sockets = await inBatches(args.clients, 100, () => {
        const socket: Socket = io(server.url, {
          transports: ['websocket'],
          auth: { protocolVersion: PROTOCOL_VERSION, sessionId },
          forceNew: true,
        });
        socket.on('tweet', (post: { id: string }) => {
          for (const l of listeners) l(post.id);
        });
        return new Promise<Socket>((resolve) =>
          socket.once('initialTweets', () => resolve(socket)),
        );
      });
      return () => {
        for (const s of sockets) s.disconnect();
      };
    },
    publish: async (body) => {
      const res = await fetch(`${server.url}/api/ingest`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${server.env.INGEST_TOKEN}`,
        },
        body: JSON.stringify(body),
      });
      if (res.status !== 202) throw new Error(`ingest answered ${res.status}: ${await res.text()}`);
    },
    onPost: (l) => listeners.push(l),
  };
  return { target, stop: server.stop };
}

async function rawTarget(): Promise<{ target: Target; stop: () => Promise<void> }> {
  const port = await freePort();
  const proc = spawnTs('bench/raw-ws-server.ts', { PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/health`);
  const listeners: Array<(id: string) => void> = [];
  const target: Target = {
    name: 'raw ws broadcast (baseline)',
    connect: async () => {
      const sockets = await inBatches(args.clients, 100, () => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}`, { perMessageDeflate: false });
        ws.on('message', (data) => {
          const post = JSON.parse(data.toString()) as { id: string };
          for (const l of listeners) l(post.id);
        });
        return new Promise<WebSocket>((resolve) => ws.once('open', () => resolve(ws)));
      });
      return () => {
        for (const ws of sockets) ws.close();
      };
    },
    publish: async (body) => {
      const res = await fetch(`${url}/publish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
    },
    onPost: (l) => listeners.push(l),
  };
  return { target, stop: proc.stop };
}

async function main(): Promise<void> {
  console.log(
    `fan-out: ${args.clients} clients, ${args.rate} posts/s, ${args.seconds} s measured after ${args.warmup} s warm-up`,
  );
  const results: Result[] = [];
  for (const make of [rawTarget, launchdeckTarget]) {
    const { target, stop } = await make();
    try {
      results.push(await measure(target));
    } finally {
      await stop();
    }
  }
  console.log('\n| server | p50 | p99 | max | deliveries/s | delivered |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${Math.round(r.deliveriesPerSecond)} | ${r.count}/${r.expected} |`,
    );
  }
  const [raw, ours] = results as [Result, Result];
  console.log(
    `\nratio Launchdeck/raw: deliveries/s ${(ours.deliveriesPerSecond / raw.deliveriesPerSecond).toFixed(2)}, ` +
      `p50 ${(ours.p50 / raw.p50).toFixed(2)}x, p99 ${(ours.p99 / raw.p99).toFixed(2)}x`,
  );
  console.log(
    `target: p99 <= 25 ms (${ours.p99 <= 25 ? 'met' : 'missed'}), deliveries/s >= 60% of raw (${ours.deliveriesPerSecond >= 0.6 * raw.deliveriesPerSecond ? 'met' : 'missed'})`,
  );
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
