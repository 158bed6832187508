import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { WebhookCreated, WebhookPayload } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeHttpServer, type SeenRequest } from '../../test/fake-http.ts';
import { startTestRedis, type TestRedis } from '../../test/redis-support.ts';
import { clusterUnavailable } from '../../test/scale-out/support.ts';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import { createTestDatabase } from '../../test/storage/support.ts';
import { openStorage, type Storage } from '../storage/database.ts';

const skip = clusterUnavailable();
if (skip) console.warn(`Two-node alert tests skipped: ${skip}`);

const ADDRESS = '5fLWHE32ZxWcAPEqVRVQkRwDwF3BN34TqWBWKjakpump';

/** Two apps in one process on one PostgreSQL and one Redis, as two nodes of a deployment. */
describe.skipIf(skip)('webhook alerts across two nodes', () => {
  let redis: TestRedis;
  let database: { url: string; drop: () => Promise<void> };
  let storage: Storage;
  let a: TestServer;
  let b: TestServer;
  let receiver: FakeHttpServer;

  beforeAll(async () => {
    receiver = await FakeHttpServer.start((_request: SeenRequest, response: ServerResponse) => {
      response.writeHead(204).end();
    });
    redis = await startTestRedis();
    database = await createTestDatabase();
    storage = await openStorage({ kind: 'postgres', url: database.url });
    // One key for both, as an operator sets WALLET_ENCRYPTION_KEY on every node.
    const key = randomBytes(32).toString('hex');
    const env = (node: string) => ({
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      WALLET_ENCRYPTION_KEY: key,
      NODE_ID: node,
      INGEST_TOKEN: 'ingest-token-for-tests-0123456789',
      WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true',
    });
    a = await startTestServer('postgres', env('node-a'), {}, storage);
    b = await startTestServer('postgres', env('node-b'), {}, storage);
    await a.addUser('watcher', 'watcher-password');
    const { sessionId } = await a.login('watcher', 'watcher-password');
    const webhook = (await (
      await a.request('POST', '/api/webhooks', { url: `${receiver.url}/hook` }, sessionId)
    ).json()) as WebhookCreated;
    const rule = await a.request(
      'POST',
      '/api/alert-rules',
      { name: 'Addresses', kinds: ['post'], hasAddress: true, channels: [webhook.id] },
      sessionId,
    );
    expect(rule.status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await storage?.close();
    await database?.drop();
    await redis?.stop();
    await receiver?.close();
  });

  it('delivers each alert once whichever node stored the post, in seq order', async () => {
    const posts = Array.from({ length: 20 }, (_, i) =>
      makePostInput({ text: `drop ${i} ${ADDRESS}` }),
    );
    await Promise.all(posts.map((post, i) => (i % 2 === 0 ? a : b).ingest(post)));
    const deadline = Date.now() + 15_000;
    while (receiver.requests.length < posts.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await Promise.all([a.app.alerts.idle(), b.app.alerts.idle()]);
    await new Promise((r) => setTimeout(r, 1_200));
    const seen = receiver.requests.map((r) => JSON.parse(r.body) as WebhookPayload);
    const ids = seen.map((p) => p.data.post.id);
    expect(ids.toSorted()).toEqual(posts.map((p) => p.id).toSorted());
    const seqs = seen.map((p) => p.data.seq);
    expect(seqs).toEqual(seqs.toSorted((x, y) => x - y));
  }, 30_000);
});
