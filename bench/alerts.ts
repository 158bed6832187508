import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import {
  ALERT_CHANNEL_PATHS,
  ALERTS_PATHS,
  BOT_API_PATHS,
  type BotStreamServerMessage,
  type Post,
  PROTOCOL_VERSION,
  SESSION_HEADER,
  type WebhookPayload,
} from '@launchdeck/protocol';
import { FakeDiscord, FakePushService, FakeTelegram } from '@launchdeck/server/testing';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { OUTAGE_SCHEDULE, runOutage } from './lib/alert-outage.ts';
import { addUser, ingest, login } from './lib/api.ts';
import { numberArgs } from './lib/args.ts';
import { inBatches } from './lib/feed-clients.ts';
import { startLaunchdeck } from './lib/process.ts';
import { type LatencySummary, summarize } from './lib/stats.ts';

/**
 * Issue 51's goals for webhooks: post stored (`timing.published`) → the webhook request received
 * by a loopback receiver (same machine, same clock), and the browsers' fan-out with `webhooks`
 * webhooks attached (each with a rule every post matches) against none, same load, same run.
 *
 * The run with `webhooks` webhooks also holds `streams` bot API streams open (GET /api/v1/stream,
 * plain WebSockets, 5 per key as the limit allows), each reading every post: the goal's "100
 * webhooks and 100 bot streams attached"; their stored → received latency is printed too.
 *
 * Then one Telegram chat, one Discord webhook and one browser's push subscription (loopback fakes
 * of the Bot API, Execute Webhook and a Web Push service that checks VAPID and decrypts):
 * post stored → the service's request received, `channelPosts` posts for each, taking turns (a
 * rule per channel), each channel one every 1.2 s, within the services' published limits
 * (Telegram: about one message a second per chat).
 *
 * Last, a receiver down for `outage` seconds (connections refused) while a post a second matches,
 * then back (lib/alert-outage.ts; 0 skips it): every alert delivered, once, in order?
 *
 *   npm run bench:alerts -- --seconds 20 --rate 10 --clients 100 --webhooks 100 --streams 100 --channel-posts 20 --outage 60
 */
const args = numberArgs({
  seconds: 20,
  rate: 10,
  clients: 100,
  webhooks: 100,
  streams: 100,
  channelPosts: 20,
  outage: 60,
});
/** Open streams one API key may hold on a node (BOT_STREAM_LIMITS.streamsPerKey). */
const STREAMS_PER_KEY = 5;
const PER_TRADER = 10;

async function startReceiver() {
  const arrivals: number[] = [];
  let received = 0;
  const server = createServer((request: IncomingMessage, response) => {
    const at = Date.now();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received += 1;
      const payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as WebhookPayload;
      const published = payload.data.post.timing?.published;
      if (published !== undefined) arrivals.push(at - published);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    arrivals,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function call(base: string, session: string, path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SESSION_HEADER]: session },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: string };
}

type Run = {
  fanOut: LatencySummary;
  webhook?: LatencySummary;
  expected?: number;
  got?: number;
  stream?: LatencySummary;
};

/** `count` bot API streams on keys of the trader `session` (5 a key), each timing every post. */
async function openStreams(base: string, session: string, count: number, arrivals: number[]) {
  const streams: WebSocket[] = [];
  for (let k = 0; k * STREAMS_PER_KEY < count; k++) {
    const { key } = (await call(base, session, BOT_API_PATHS.apiKeys, {
      name: `bench ${k}`,
      scopes: ['feed:read'],
    })) as { id: string; key?: string };
    for (let s = 0; s < Math.min(STREAMS_PER_KEY, count - k * STREAMS_PER_KEY); s++) {
      const stream = new WebSocket(`${base.replace(/^http/, 'ws')}${BOT_API_PATHS.stream}`, {
        headers: { authorization: `Bearer ${key}` },
      });
      streams.push(stream);
      await new Promise<void>((resolve, reject) => {
        stream.on('message', (data) => {
          const message = JSON.parse(String(data)) as BotStreamServerMessage;
          if (message.type === 'ready') resolve();
          if (message.type === 'post' && message.post.timing) {
            arrivals.push(Date.now() - message.post.timing.published);
          }
        });
        stream.once('error', reject);
      });
    }
  }
  return streams;
}

async function run(webhooks: number, streamCount = 0): Promise<Run> {
  const receiver = await startReceiver();
  const server = await startLaunchdeck({ WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true' });
  const sockets: Socket[] = [];
  const streamArrivals: number[] = [];
  let streams: WebSocket[] = [];
  try {
    for (let t = 0; t * PER_TRADER < webhooks; t++) {
      const name = `bench-alerts-${t}`;
      await addUser(server.url, name, `${name}-password`);
      const session = await login(server.url, name, `${name}-password`);
      const ids: string[] = [];
      for (let w = 0; w < Math.min(PER_TRADER, webhooks - t * PER_TRADER); w++) {
        ids.push(
          (await call(server.url, session, ALERTS_PATHS.webhooks, { url: receiver.url })).id,
        );
      }
      for (const id of ids) {
        await call(server.url, session, ALERTS_PATHS.rules, {
          name: `every post to ${id}`,
          kinds: ['post'],
          channels: [id],
        });
      }
    }
    await addUser(server.url, 'bench-reader', 'bench-reader-password');
    const sessionId = await login(server.url, 'bench-reader', 'bench-reader-password');
    for (let t = 0; t * STREAMS_PER_KEY * 10 < streamCount; t++) {
      const name = `bench-bot-${t}`;
      await addUser(server.url, name, `${name}-password`);
      const session = await login(server.url, name, `${name}-password`);
      const count = Math.min(STREAMS_PER_KEY * 10, streamCount - t * STREAMS_PER_KEY * 10);
      streams = streams.concat(await openStreams(server.url, session, count, streamArrivals));
    }
    const fanOut: number[] = [];
    await inBatches(args.clients, 50, async () => {
      const socket = io(server.url, {
        transports: ['websocket'],
        auth: { protocolVersion: PROTOCOL_VERSION, sessionId },
        forceNew: true,
      });
      sockets.push(socket);
      socket.on('tweet', (post: Post) => {
        if (post.timing) fanOut.push(Date.now() - post.timing.published);
      });
      await new Promise((resolve) => socket.once('initialTweets', resolve));
    });
    // Rules are read again within 5 s of a change; the first posts then meet every rule.
    await new Promise((r) => setTimeout(r, 6_000));
    const started = Date.now();
    const total = Math.round(args.seconds * args.rate);
    const sends: Promise<void>[] = [];
    for (let n = 0; n < total; n++) {
      const wait = started + (n * 1000) / args.rate - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      sends.push(
        ingest(server.url, {
          id: `alerts-${webhooks}-${n}-${Date.now()}`,
          text: `gm, post ${n}`,
          createdAt: new Date().toISOString(),
          author: { handle: 'benchtrader', name: 'Bench Trader' },
        }),
      );
    }
    await Promise.all(sends);
    const expected = total * webhooks;
    const deadline = Date.now() + 20_000;
    while (receiver.received() < expected && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    return {
      fanOut: summarize(fanOut),
      ...(webhooks > 0
        ? { webhook: summarize(receiver.arrivals), expected, got: receiver.received() }
        : {}),
      ...(streamCount > 0 ? { stream: summarize(streamArrivals) } : {}),
    };
  } finally {
    for (const socket of sockets) socket.disconnect();
    for (const stream of streams) stream.close();
    await server.stop();
    await receiver.close();
  }
}

/** The keyword of each channel's rule in the channels run: Telegram, Discord, push. */
const CHANNEL_WORDS = ['tgpost', 'dcpost', 'wppost'];

type ChannelRuns = { telegram: LatencySummary; discord: LatencySummary; push: LatencySummary };

/** Telegram, Discord and Web Push: stored → the fake's request received, per service. */
async function runChannels(): Promise<ChannelRuns> {
  const telegram = await FakeTelegram.start();
  const discord = await FakeDiscord.start();
  const push = await FakePushService.start();
  const token = `7412345678:${'B'.repeat(35)}`;
  const chatId = '123456789';
  telegram.addChat(token, chatId);
  const hook = discord.addWebhook();
  const server = await startLaunchdeck({
    WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true',
    TELEGRAM_API_BASE: telegram.url,
    DISCORD_API_BASE: discord.apiBase,
  });
  let socket: Socket | undefined;
  try {
    await addUser(server.url, 'bench-channels', 'bench-channels-password');
    const session = await login(server.url, 'bench-channels', 'bench-channels-password');
    const keyAnswer = await fetch(`${server.url}${ALERT_CHANNEL_PATHS.pushKey}`, {
      headers: { [SESSION_HEADER]: session },
    });
    const { publicKey } = (await keyAnswer.json()) as { publicKey: string };
    const channels = [
      { kind: 'telegram', botToken: token, chatId },
      { kind: 'discord', url: hook.url },
      { kind: 'push', subscription: push.subscribe(publicKey) },
    ];
    // One rule per channel, each its own keyword, the posts taking turns: each service's time is
    // its own, not shared with the others' sends (a push's encryption is CPU work).
    for (const [i, body] of channels.entries()) {
      const { id } = await call(server.url, session, ALERT_CHANNEL_PATHS.channels, body);
      await call(server.url, session, ALERTS_PATHS.rules, {
        name: `to ${body.kind}`,
        kinds: ['post'],
        keywords: [CHANNEL_WORDS[i]],
        channels: [id],
      });
    }
    const published = new Map<string, number>();
    socket = io(server.url, {
      transports: ['websocket'],
      auth: { protocolVersion: PROTOCOL_VERSION, sessionId: session },
      forceNew: true,
    });
    socket.on('tweet', (post: Post) => {
      if (post.timing) published.set(marker(post.text), post.timing.published);
    });
    await new Promise((resolve) => socket?.once('initialTweets', resolve));
    // Each channel a post every 1.2 s (Telegram: about one message a second per chat).
    for (let n = 0; n < args.channelPosts * CHANNEL_WORDS.length; n++) {
      await ingest(server.url, {
        id: `alerts-channels-${n}-${Date.now()}`,
        text: `gm, ${CHANNEL_WORDS[n % CHANNEL_WORDS.length]} post bench${n}x`,
        createdAt: new Date().toISOString(),
        author: { handle: 'benchtrader', name: 'Bench Trader' },
      });
      await new Promise((r) => setTimeout(r, 1_200 / CHANNEL_WORDS.length));
    }
    const deadline = Date.now() + 10_000;
    while (
      (telegram.sent.length < args.channelPosts ||
        discord.received.length < args.channelPosts ||
        push.received.length < args.channelPosts) &&
      Date.now() < deadline
    ) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const latencies = (requests: { body: string; at: number }[]) =>
      requests.flatMap((request) => {
        const at = published.get(marker(request.body));
        return at === undefined ? [] : [request.at - at];
      });
    return {
      telegram: summarize(latencies(telegram.http.requests)),
      discord: summarize(latencies(discord.http.requests)),
      // The push body is encrypted: the fake's decrypted payload carries the marker.
      push: summarize(latencies(push.received.map((r) => ({ body: r.payload, at: r.at })))),
    };
  } finally {
    socket?.disconnect();
    await server.stop();
    await telegram.close();
    await discord.close();
    await push.close();
  }
}

/** The post's number in a text or a request body ("bench17x"). */
const marker = (text: string) => /bench\d+x/.exec(text)?.[0] ?? '';

const fmt = (s: LatencySummary) =>
  `p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(0)} ms (${s.count} samples)`;

console.log(
  `bench:alerts: ${args.rate} posts/s for ${args.seconds} s, ${args.clients} feed clients, ` +
    `${args.webhooks} webhooks each with a rule every post matches ` +
    `(${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)})`,
);
const single = await run(1);
console.log(
  `One webhook: stored → webhook request received: ${single.webhook && fmt(single.webhook)}`,
);
const none = await run(0);
const many = await run(args.webhooks, args.streams);
console.log(`Fan-out, no webhooks (baseline): ${fmt(none.fanOut)}`);
console.log(
  `Fan-out, ${args.webhooks} webhooks and ${args.streams} bot streams: ${fmt(many.fanOut)}`,
);
console.log(
  `Fan-out ratio: p50 ${(many.fanOut.p50 / none.fanOut.p50).toFixed(2)}×, p99 ${(many.fanOut.p99 / none.fanOut.p99).toFixed(2)}×`,
);
console.log(
  `${args.webhooks} webhooks: stored → request received: ${many.webhook && fmt(many.webhook)}; ${many.got} of ${many.expected} requests`,
);
if (many.stream) {
  console.log(`${args.streams} bot streams: stored → event received: ${fmt(many.stream)}`);
}
const channels = await runChannels();
console.log(`Telegram: stored → request received: ${fmt(channels.telegram)}`);
console.log(`Discord:  stored → request received: ${fmt(channels.discord)}`);
console.log(`Push:     stored → request received: ${fmt(channels.push)}`);
if (args.outage > 0) {
  const outage = await runOutage(args.outage);
  console.log(
    `Receiver down ${args.outage} s, then back (retries ${OUTAGE_SCHEDULE} s): ` +
      `${outage.received} of ${outage.posts} posts received, ${outage.requests} requests ` +
      `(${outage.requests - outage.received} twice), ${outage.inOrder ? 'in order' : 'NOT in order'}; ` +
      `the last ${(outage.caughtUpMs / 1000).toFixed(1)} s after it came back`,
  );
}
