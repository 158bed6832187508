import diagnostics from 'node:diagnostics_channel';
import { createServer as createHttpServer } from 'node:http';
import { type AddressInfo, createConnection, createServer, type Socket } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, type Dispatcher, request } from 'undici';
import { ReadyConnections } from '../apps/server/src/deploy/ready-connections.ts';
import { numberArgs } from './lib/args.ts';
import { summarize } from './lib/stats.ts';

/**
 * A click's platform request, from undici's request created to its first bytes written, on an
 * event loop that is idle and on one that is busy (`--sockets` connections each receiving a small
 * message every millisecond, as a server fanning out a feed has I/O waiting on every turn): the
 * keep-alive agent the platform clients used before (the baseline: undici checks an idle kept
 * connection on the loop's next check phase, after all pending I/O) against ReadyConnections
 * (ready-connections.ts: a connection opened ahead, never used, written at once). Both run in
 * this process, in turns, against one loopback HTTP server; the ratio is ready ÷ keep-alive.
 */
const args = numberArgs({ requests: 300, sockets: 200, rounds: 2, pause: 5 });

const firstBytes: number[] = [];
let createdAt = Number.NaN;
diagnostics.subscribe('undici:request:create', () => {
  createdAt = performance.now();
});
diagnostics.subscribe('undici:client:sendHeaders', () => {
  firstBytes.push(performance.now() - createdAt);
});

const server = createHttpServer((req, res) => {
  req.resume();
  req.on('end', () => res.end('{"result":"ok"}'));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`;

/** Sockets that each get a message every millisecond, read and parsed here. */
async function busyLoop(count: number): Promise<() => void> {
  const source = createServer((socket) => {
    const timer = setInterval(() => socket.write(`{"post":"${'x'.repeat(180)}"}`), 1);
    socket.on('close', () => clearInterval(timer)).on('error', () => {});
  });
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  const { port } = source.address() as AddressInfo;
  const readers: Socket[] = Array.from({ length: count }, () =>
    createConnection(port, '127.0.0.1').on('data', (data) => JSON.stringify(data.toString())),
  );
  return () => {
    for (const reader of readers) reader.destroy();
    source.close();
  };
}

async function measure(dispatcher: Dispatcher) {
  firstBytes.length = 0;
  for (let i = 0; i < args.requests; i++) {
    const response = await request(url, { method: 'POST', body: '{}', dispatcher });
    await response.body.text();
    await sleep(args.pause);
  }
  return summarize(firstBytes);
}

const keepAlive = new Agent({ keepAliveTimeout: 30_000 });
const ready = new ReadyConnections({ spares: 3 });
ready.warm(url);
await sleep(100);
const ms = (n: number) => `${n.toFixed(3)} ms`;
console.log(
  `click-connection: request created → first bytes written, ${args.requests} requests a turn, ` +
    `${args.rounds} rounds; ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}\n`,
);
console.log(
  '| event loop | round | keep-alive p50 | p99 | ready p50 | p99 | ready ÷ keep-alive, p50 |',
);
console.log('|---|---|---|---|---|---|---|');
for (const loop of ['idle', 'busy'] as const) {
  const stop = loop === 'busy' ? await busyLoop(args.sockets) : () => {};
  for (let round = 1; round <= args.rounds; round++) {
    const kept = await measure(keepAlive);
    const fresh = await measure(ready.dispatcher);
    console.log(
      `| ${loop === 'busy' ? `busy (${args.sockets} sockets)` : 'idle'} | ${round} | ${ms(kept.p50)} | ${ms(kept.p99)} | ` +
        `${ms(fresh.p50)} | ${ms(fresh.p99)} | ${(fresh.p50 / kept.p50).toFixed(2)}× |`,
    );
  }
  stop();
}
await ready.close();
await keepAlive.close();
server.close();
