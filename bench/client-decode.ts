import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import WebSocket from 'ws';
import { numberArgs } from './lib/args.ts';
import { catchTweet } from './lib/caught-tweet.ts';
import { freePort, spawnTs, waitForHttp } from './lib/process.ts';
import { samplePost } from './lib/sample-post.ts';
import { median } from './lib/stats.ts';
import { connectWireClient } from './lib/wire-client.ts';

/**
 * The fan-out's client side alone: the CPU time one client spends per delivery, for identical
 * frames replayed from another process (frame-replay-server.ts). The product's frame is the one
 * its server sends for the bench's sample post (caught from a real server first); the raw
 * baseline's frame is that post as posted. Three readers in turn, `--runs` times: a raw `ws`
 * client (JSON.parse), the minimal wire client on the product's frame (one JSON.parse, as
 * bench:fanout's `--clients-parse minimal`), and socket.io-client, the browsers' library.
 */
const args = numberArgs({ messages: 50_000, runs: 3 });

/** The product's tweet frame for samplePost, and the raw baseline's frame for the same post. */
async function catchFrames(): Promise<{ raw: string; socketIo: string }> {
  const id = 'bench-decode-1';
  const tweet = await catchTweet(id);
  return { raw: JSON.stringify(samplePost(id)), socketIo: `42${JSON.stringify(['tweet', tweet])}` };
}

type Reader = { name: string; read: (url: string, onMessage: () => void) => () => void };

const READERS: Reader[] = [
  {
    name: 'raw ws client: JSON.parse (the raw baseline frame)',
    read: (url, onMessage) => {
      const ws = new WebSocket(`${url.replace('http', 'ws')}/raw`, { perMessageDeflate: false });
      ws.on('message', (data) => {
        (JSON.parse(data.toString()) as { id: string }).id;
        onMessage();
      });
      return () => ws.close();
    },
  },
  {
    name: "minimal wire client: one JSON.parse (the product's frame)",
    read: (url, onMessage) => {
      let close = () => {};
      void connectWireClient(url, {}, (name) => {
        if (name === 'tweet') onMessage();
      }).then((ws) => {
        close = () => ws.close();
      });
      return () => close();
    },
  },
  {
    name: "socket.io-client (the product's frame)",
    read: (url, onMessage) => {
      const socket = io(url, { transports: ['websocket'], forceNew: true });
      socket.on('tweet', (post: { id: string }) => {
        post.id;
        onMessage();
      });
      return () => socket.disconnect();
    },
  },
];

/** This process's CPU µs per message while `reader` takes `count` messages. */
async function measure(url: string, reader: Reader, count: number): Promise<number> {
  let seen = 0;
  let cpuStart: NodeJS.CpuUsage | undefined;
  let cpu: NodeJS.CpuUsage | undefined;
  let done = () => {};
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  const close = reader.read(url, () => {
    seen++;
    if (seen === 1) cpuStart = process.cpuUsage();
    if (seen === count) {
      cpu = process.cpuUsage(cpuStart);
      done();
    }
  });
  await finished;
  close();
  const used = cpu as NodeJS.CpuUsage;
  return (used.user + used.system) / (count - 1);
}

async function main(): Promise<void> {
  const frames = await catchFrames();
  console.log(
    `client decode: ${args.messages} identical frames a reader, median of ${args.runs} runs; ` +
      `the product's tweet frame ${Buffer.byteLength(frames.socketIo)} bytes, the raw baseline's ${Buffer.byteLength(frames.raw)} bytes`,
  );
  const file = path.join(tmpdir(), `launchdeck-decode-frames-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(frames));
  const port = await freePort();
  const replay = spawnTs('bench/frame-replay-server.ts', {
    PORT: String(port),
    FRAMES: file,
    COUNT: String(args.messages),
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/health`);
    const results = READERS.map((): number[] => []);
    for (let run = 1; run <= args.runs; run++) {
      for (const [i, reader] of READERS.entries()) {
        const us = await measure(url, reader, args.messages);
        results[i]?.push(us);
        console.log(`run ${run}/${args.runs}: ${reader.name}: ${us.toFixed(2)} µs a message`);
      }
    }
    const [raw = Number.NaN] = results.map(median);
    console.log('\n| reader | client CPU a message (median) | ÷ raw |');
    console.log('|---|---|---|');
    READERS.forEach((reader, i) => {
      const us = median(results[i] ?? []);
      console.log(`| ${reader.name} | ${us.toFixed(2)} µs | ${(us / raw).toFixed(2)}x |`);
    });
  } finally {
    await replay.stop();
  }
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
