import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { type Post, PROTOCOL_VERSION } from '@launchdeck/protocol';
import { FakeDexScreener } from '@launchdeck/server/testing';
import bs58 from 'bs58';
import { io, type Socket } from 'socket.io-client';
import { addUser, ingest, login } from './lib/api.ts';
import { numberArgs } from './lib/args.ts';
import { inBatches } from './lib/feed-clients.ts';
import { startLaunchdeck } from './lib/process.ts';
import { type LatencySummary, summarize } from './lib/stats.ts';

/**
 * Issue 52's goal: address stored → tweet_update with addressMarkets, at `rate` posts a second
 * with `addresses` new addresses each, against a loopback DexScreener answering in `delay` ms,
 * within its published 300 calls a minute; and the browsers' fan-out with market data on against
 * the same load with it off (same-run ratio). Stored is the post's `timing.published`; the update
 * is timed where the first client receives it (same machine, same clock).
 *
 *   npm run bench:market -- --seconds 30 --rate 20 --addresses 3 --clients 100 --delay 100
 */
const args = numberArgs({ seconds: 30, rate: 20, addresses: 3, clients: 100, delay: 100 });

const newAddress = () => bs58.encode(randomBytes(32));

type Run = {
  fanOut: LatencySummary;
  markets?: LatencySummary;
  unanswered?: number;
  calls?: { total: number; perMinute: number; peakMinute: number; meanBatch: number };
};

async function run(marketData: boolean, fake: FakeDexScreener): Promise<Run> {
  const server = await startLaunchdeck(
    marketData ? { MARKET_DATA: 'on', MARKET_DATA_URL: fake.url } : { MARKET_DATA: 'off' },
  );
  const sockets: Socket[] = [];
  try {
    await addUser(server.url, 'bench-reader', 'bench-reader-password');
    const sessionId = await login(server.url, 'bench-reader', 'bench-reader-password');
    const fanOut: number[] = [];
    const published = new Map<string, number>();
    const updated = new Map<string, number>();
    await inBatches(args.clients, 50, async (i) => {
      const socket = io(server.url, {
        transports: ['websocket'],
        auth: { protocolVersion: PROTOCOL_VERSION, sessionId },
        forceNew: true,
      });
      sockets.push(socket);
      socket.on('tweet', (post: Post) => {
        const at = Date.now();
        if (post.timing) fanOut.push(at - post.timing.published);
        if (i === 0 && post.timing) published.set(post.id, post.timing.published);
      });
      if (i === 0) {
        socket.on('tweet_update', (post: Post) => {
          const at = Date.now();
          const complete = (post.addressMarkets?.length ?? 0) >= post.contract_addresses.length;
          if (complete && !updated.has(post.id)) updated.set(post.id, at);
        });
      }
      await new Promise((resolve) => socket.once('initialTweets', resolve));
    });
    const callsBefore = fake.calls.length;
    const started = Date.now();
    const total = Math.round(args.seconds * args.rate);
    const sends: Promise<void>[] = [];
    for (let n = 0; n < total; n++) {
      const due = started + (n * 1000) / args.rate;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const addresses = Array.from({ length: args.addresses }, newAddress);
      addresses.forEach((address, i) => {
        if (i % 3 === 2) fake.setNotTrading('solana', address);
        else fake.setPair('solana', address, { marketCap: 31_000 + n, liquidityUsd: 8_100 });
      });
      const id = `market-${marketData ? 'on' : 'off'}-${n}-${Date.now()}`;
      sends.push(
        ingest(server.url, {
          id,
          text: `new launch ${addresses.join(' and ')} (${n})`,
          createdAt: new Date().toISOString(),
          author: { handle: 'benchtrader', name: 'Bench Trader' },
        }),
      );
    }
    await Promise.all(sends);
    // The last posts' markets: a few call slots at most.
    await new Promise((r) => setTimeout(r, marketData ? 3_000 : 500));
    const result: Run = { fanOut: summarize(fanOut) };
    if (marketData) {
      const latencies = [...published].flatMap(([id, at]) => {
        const done = updated.get(id);
        return done === undefined ? [] : [done - at];
      });
      result.markets = summarize(latencies);
      result.unanswered = published.size - latencies.length;
      const calls = fake.calls.slice(callsBefore);
      const spanMin = Math.max(1, (calls.at(-1)?.at ?? started) - started) / 60_000;
      let peak = 0;
      for (let i = 0, j = 0; i < calls.length; i++) {
        while ((calls[i]?.at ?? 0) - (calls[j]?.at ?? 0) >= 60_000) j++;
        peak = Math.max(peak, i - j + 1);
      }
      result.calls = {
        total: calls.length,
        perMinute: calls.length / spanMin,
        peakMinute: peak,
        meanBatch:
          calls.reduce((sum, c) => sum + c.addresses.length, 0) / Math.max(1, calls.length),
      };
    }
    return result;
  } finally {
    for (const socket of sockets) socket.disconnect();
    await server.stop();
  }
}

const fmt = (s: LatencySummary) =>
  `p50 ${s.p50.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms, max ${s.max.toFixed(0)} ms (${s.count} samples)`;

const fake = await FakeDexScreener.start({ delayMs: args.delay, unknown: 'empty' });
try {
  console.log(
    `bench:market: ${args.rate} posts/s × ${args.addresses} new addresses for ${args.seconds} s, ` +
      `${args.clients} feed clients, provider answering in ${args.delay} ms ` +
      `(${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)})`,
  );
  const off = await run(false, fake);
  const on = await run(true, fake);
  console.log(`Fan-out, market data off (baseline): ${fmt(off.fanOut)}`);
  console.log(`Fan-out, market data on:             ${fmt(on.fanOut)}`);
  console.log(
    `Fan-out ratio on/off: p50 ${(on.fanOut.p50 / off.fanOut.p50).toFixed(2)}×, p99 ${(on.fanOut.p99 / off.fanOut.p99).toFixed(2)}×`,
  );
  if (on.markets && on.calls) {
    console.log(`Stored → tweet_update with addressMarkets: ${fmt(on.markets)}`);
    console.log(`  posts whose markets never came: ${on.unanswered}`);
    console.log(
      `  provider calls: ${on.calls.total} (${on.calls.perMinute.toFixed(0)}/min, peak ${on.calls.peakMinute} in any 60 s; limit 300), ` +
        `${on.calls.meanBatch.toFixed(1)} addresses a call`,
    );
    const slotMs = 60_000 / 300;
    console.log(
      `  floor at this rate: calls are spaced ${slotMs} ms, so an address waits on average ${slotMs / 2} ms for its call, then ${args.delay} ms for the answer`,
    );
  }
} finally {
  await fake.close();
}
