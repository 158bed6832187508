import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import {
  ALERT_CHANNEL_PATHS,
  ALERTS_PATHS,
  type Post,
  PROTOCOL_VERSION,
  SESSION_HEADER,
  type WebhookPayload,
} from '@launchdeck/protocol';
import { FakeDiscord, FakeTelegram } from '@launchdeck/server/testing';
import { io, type Socket } from 'socket.io-client';
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
 * Then one Telegram chat and one Discord webhook (loopback fakes of the Bot API and Execute
 * Webhook): post stored → the service's request received, `channelPosts` posts one every 1.2 s,
 * within both services' published limits (Telegram: about one message a second per chat).
 *
 *   npm run bench:alerts -- --seconds 20 --rate 10 --clients 100 --webhooks 100 --channel-posts 20
 */
const args = numberArgs({
  seconds: 20,
  rate: 10,
  clients: 100,
  webhooks: 100,
  channelPosts: 20,
});
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

type Run = { fanOut: LatencySummary; webhook?: LatencySummary; expected?: number; got?: number };

async function run(webhooks: number): Promise<Run> {
  const receiver = await startReceiver();
  const server = await startLaunchdeck({ WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true' });
  const sockets: Socket[] = [];
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
    };
  } finally {
    for (const socket of sockets) socket.disconnect();
    await server.stop();
    await receiver.close();
  }
}

/** Telegram and Discord: stored → the fake's request received, per service. */
async function runChannels(): Promise<{ telegram: LatencySummary; discord: LatencySummary }> {
  const telegram = await FakeTelegram.start();
  const discord = await FakeDiscord.start();
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
    const channels = [
      { kind: 'telegram', botToken: token, chatId },
      { kind: 'discord', url: hook.url },
    ];
    const ids: string[] = [];
    for (const body of channels) {
      ids.push((await call(server.url, session, ALERT_CHANNEL_PATHS.channels, body)).id);
    }
    await call(server.url, session, ALERTS_PATHS.rules, {
      name: 'every post',
      kinds: ['post'],
      channels: ids,
    });
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
    for (let n = 0; n < args.channelPosts; n++) {
      await ingest(server.url, {
        id: `alerts-channels-${n}-${Date.now()}`,
        text: `gm, channel post bench${n}x`,
        createdAt: new Date().toISOString(),
        author: { handle: 'benchtrader', name: 'Bench Trader' },
      });
      await new Promise((r) => setTimeout(r, 1_200));
    }
    const deadline = Date.now() + 10_000;
    while (
      (telegram.sent.length < args.channelPosts || discord.received.length < args.channelPosts) &&
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
    };
  } finally {
    socket?.disconnect();
    await server.stop();
    await telegram.close();
    await discord.close();
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
const many = await run(args.webhooks);
console.log(`Fan-out, no webhooks (baseline): ${fmt(none.fanOut)}`);
console.log(`Fan-out, ${args.webhooks} webhooks:          ${fmt(many.fanOut)}`);
console.log(
  `Fan-out ratio: p50 ${(many.fanOut.p50 / none.fanOut.p50).toFixed(2)}×, p99 ${(many.fanOut.p99 / none.fanOut.p99).toFixed(2)}×`,
);
console.log(
  `${args.webhooks} webhooks: stored → request received: ${many.webhook && fmt(many.webhook)}; ${many.got} of ${many.expected} requests`,
);
const channels = await runChannels();
console.log(`Telegram: stored → request received: ${fmt(channels.telegram)}`);
console.log(`Discord:  stored → request received: ${fmt(channels.discord)}`);
