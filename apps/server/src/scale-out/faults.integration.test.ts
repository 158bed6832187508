import { request as httpRequest } from 'node:http';
import { MESSAGES } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { login } from '../../test/http-support.ts';
import { INGEST_TOKEN, type NodeProcess } from '../../test/node-process-support.ts';
import {
  addUser,
  type Cluster,
  clusterUnavailable,
  type FeedClient,
  feedClient,
  ingest,
  newPost,
  startCluster,
} from '../../test/scale-out/support.ts';
import { nextEvent } from '../../test/server-support.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy-support.ts';
import { FEED_POLL_MS } from '../feed/feed-channel.ts';

const skip = clusterUnavailable();
if (skip) console.warn(`Scale-out fault tests skipped: ${skip}`);

const PASSWORD = 'cluster-password';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every event after the first came with the next seq: nothing skipped, nothing twice. */
function contiguous(client: FeedClient): boolean {
  return client.seqs.every((seq, i) => i === 0 || seq === (client.seqs[i - 1] as number) + 1);
}

/** The same database's URL through a proxy that can play PostgreSQL going down. */
function throughProxy(url: string, proxy: TcpProxy): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(proxy.port);
  return parsed.toString();
}

describe.skipIf(skip)('scale-out faults', () => {
  let cluster: Cluster;
  let a: NodeProcess;
  let b: NodeProcess;
  let c: NodeProcess;
  let pgProxy: TcpProxy;
  let sessionId: string;
  beforeAll(async () => {
    cluster = await startCluster();
    const pgPort = Number(new URL(cluster.databaseUrl).port || 5432);
    pgProxy = await startTcpProxy(() => [pgPort]);
    a = await cluster.start('node-a');
    b = await cluster.start('node-b');
    c = await cluster.start('node-c', { DATABASE_URL: throughProxy(cluster.databaseUrl, pgProxy) });
    await addUser(a.url, 'ann', PASSWORD);
    sessionId = (await login(a.url, 'ann', PASSWORD)).sessionId;
  }, 60_000);
  afterAll(async () => {
    await cluster?.close();
    await pgProxy?.close();
  });

  it('Redis stopped for 10 s: each node serves its own sockets, and nothing is lost', async () => {
    const onA = feedClient(a.url, sessionId);
    const onB = feedClient(b.url, sessionId);
    await Promise.all([
      nextEvent(onA.socket, 'chat_history'),
      nextEvent(onB.socket, 'chat_history'),
    ]);

    await cluster.redis.stop();
    const stoppedAt = Date.now();
    const during = [newPost(), newPost()];
    for (const item of during) expect((await ingest(a.url, item)).status).toBe(202);
    await vi.waitFor(() =>
      expect(onA.ids).toEqual(expect.arrayContaining(during.map((p) => p.id))),
    );
    // B hears nothing over Redis; it reads the log and its clients catch up by seq. It reads the
    // log every FEED_POLL_MS (1 s), so the wait allows more than one period plus the read.
    await vi.waitFor(
      () => expect(onB.ids).toEqual(expect.arrayContaining(during.map((p) => p.id))),
      { timeout: 3 * FEED_POLL_MS },
    );
    // Logins and chat still work on each node.
    expect((await login(b.url, 'ann', PASSWORD)).username).toBe('ann');
    const own = nextEvent(onA.socket, 'chat_message');
    onA.socket.emit('send_chat_message', { sessionId, message: 'while Redis is away' });
    expect(await own).toMatchObject({ message: 'while Redis is away' });

    await sleep(Math.max(0, 10_000 - (Date.now() - stoppedAt)));
    await cluster.redis.start();
    await vi.waitFor(
      () => {
        for (const node of [a, b]) expect(node.output()).toContain('Redis reachable again');
      },
      { timeout: 10_000 },
    );
    const after = newPost();
    expect((await ingest(a.url, after)).status).toBe(202);
    await vi.waitFor(() => expect(onB.ids).toContain(after.id));
    // Chat crosses nodes again once both adapters have resubscribed.
    await vi.waitFor(
      async () => {
        const line = nextEvent(onB.socket, 'chat_message');
        onA.socket.emit('send_chat_message', { sessionId, message: 'Redis is back' });
        const got = await Promise.race([line, sleep(1000).then(() => undefined)]);
        expect(got).toMatchObject({ message: 'Redis is back' });
      },
      { timeout: 10_000, interval: 1500 },
    );
    for (const client of [onA, onB]) {
      expect(contiguous(client)).toBe(true);
      client.socket.disconnect();
    }
  }, 40_000);

  it('PostgreSQL restarted: ingest answers 503 and keeps nothing while it is down, then recovers by itself', async () => {
    const onB = feedClient(b.url, sessionId);
    await nextEvent(onB.socket, 'initialTweets');
    const item = newPost();
    // Listening from the start: B may hear of the post before the ingest's answer is read.
    const seen = new Promise<string>((resolve) => {
      onB.socket.on('tweet', (p) => p.id === item.id && resolve('tweet'));
      onB.socket.on('tweet_update', (p) => p.id === item.id && resolve('tweet_update'));
    });
    pgProxy.down();
    const refused = await ingest(c.url, item);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: MESSAGES.storageUnavailable });

    pgProxy.up();
    await vi.waitFor(async () => expect((await ingest(c.url, item)).status).toBe(202), {
      timeout: 15_000,
      interval: 500,
    });
    // Stored once, after the restart: B's reader gets it as a new post, not an update.
    expect(await seen).toBe('tweet');
    onB.socket.disconnect();
  }, 40_000);

  it('kill -9 of a node: its clients reconnect to another and replay what they missed', async () => {
    const balancer = await startTcpProxy(() => [a.port, b.port]);
    try {
      const reader = feedClient(`http://127.0.0.1:${balancer.port}`, sessionId);
      await nextEvent(reader.socket, 'initialTweets');
      const before = newPost();
      expect((await ingest(b.url, before)).status).toBe(202);
      await vi.waitFor(() => expect(reader.ids).toContain(before.id));

      a.kill('SIGKILL');
      await a.exited;
      const missed = [newPost(), newPost(), newPost()];
      for (const item of missed) expect((await ingest(b.url, item)).status).toBe(202);
      await vi.waitFor(() =>
        expect(reader.ids).toEqual(expect.arrayContaining(missed.map((p) => p.id))),
      );
      for (const item of missed) expect(reader.ids.filter((id) => id === item.id)).toHaveLength(1);
      expect(contiguous(reader)).toBe(true);
      reader.socket.disconnect();
    } finally {
      await balancer.close();
    }
  }, 30_000);

  it('SIGTERM drains: no new connections, the ingest in flight is stored and answered, exit 0', async () => {
    const onC = feedClient(c.url, sessionId);
    await nextEvent(onC.socket, 'initialTweets');
    const items = Array.from({ length: 50 }, () => newPost());
    const body = JSON.stringify({ posts: items });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: b.port,
          method: 'POST',
          path: '/api/ingest',
          headers: {
            authorization: `Bearer ${INGEST_TOKEN}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      // Half the body now: the request is in flight when the signal arrives.
      req.write(body.slice(0, 100));
      sleep(300).then(() => {
        b.kill('SIGTERM');
        // New connections are refused while the request in flight goes on.
        vi.waitFor(
          async () => {
            await expect(fetch(`${b.url}/api/health`)).rejects.toThrow();
          },
          { timeout: 10_000 },
        ).then(() => req.end(body.slice(100)), reject);
      });
    });
    const done = await answer;
    expect(done.status).toBe(202);
    expect(JSON.parse(done.body)).toEqual({ accepted: 50 });
    expect(await b.exited).toBe(0);
    await vi.waitFor(() => expect(onC.ids).toEqual(expect.arrayContaining(items.map((p) => p.id))));
    onC.socket.disconnect();
  }, 30_000);
});
