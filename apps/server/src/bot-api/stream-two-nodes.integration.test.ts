import { randomBytes } from 'node:crypto';
import { ADMIN_API, BOT_STREAM_CLOSE } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeKey, openStream, type StreamClient } from '../../test/bot-stream-support.ts';
import { startTestRedis, type TestRedis } from '../../test/redis-support.ts';
import { clusterUnavailable } from '../../test/scale-out/support.ts';
import { ADMIN, startTestServer, type TestServer } from '../../test/server-support.ts';
import { createTestDatabase } from '../../test/storage/support.ts';
import { openStorage, type Storage } from '../storage/database.ts';
import { CLOSE_REASONS } from './stream-session.ts';

const skip = clusterUnavailable();
if (skip) console.warn(`Two-node bot stream tests skipped: ${skip}`);

const PASSWORD = 'two-node-bot-password';

/** Two apps in one process on one PostgreSQL and one Redis, as two nodes of a deployment. */
describe.skipIf(skip)('bot streams across two nodes', () => {
  let redis: TestRedis;
  let database: { url: string; drop: () => Promise<void> };
  let storage: Storage;
  let a: TestServer;
  let b: TestServer;
  let session: string;
  const clients: StreamClient[] = [];

  const open = async (server: TestServer, key: string) => {
    const client = await openStream(server, key);
    clients.push(client);
    await client.waitFor((m) => m.type === 'ready');
    return client;
  };

  beforeAll(async () => {
    redis = await startTestRedis();
    database = await createTestDatabase();
    storage = await openStorage({ kind: 'postgres', url: database.url });
    const key = randomBytes(32).toString('hex');
    const env = (node: string) => ({
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      WALLET_ENCRYPTION_KEY: key,
      NODE_ID: node,
      INGEST_TOKEN: 'ingest-token-for-tests-0123456789',
    });
    a = await startTestServer('postgres', env('node-a'), {}, storage);
    b = await startTestServer('postgres', env('node-b'), {}, storage);
    await a.addUser('two-node-bot', PASSWORD);
    session = (await a.login('two-node-bot', PASSWORD)).sessionId;
  }, 60_000);
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await a?.close();
    await b?.close();
    await storage?.close();
    await database?.drop();
    await redis?.stop();
  });

  it('streams on node B, in seq order, what either node stored', async () => {
    const { key } = await makeKey(a, session);
    const stream = await open(b, key);
    const posts = Array.from({ length: 10 }, (_, i) => makePostInput({ text: `both ${i}` }));
    for (const [i, post] of posts.entries()) await (i % 2 === 0 ? a : b).ingest(post);
    await stream.waitFor((m) => 'post' in m && m.post.id === posts.at(-1)?.id);
    const events = stream.events();
    expect(events.map((e) => e.post.id)).toEqual(posts.map((p) => p.id));
    const seqs = events.map((e) => e.seq);
    expect(seqs).toEqual(seqs.toSorted((x, y) => x - y));
    stream.socket.close();
  });

  it('closes on node B, with 4001, the streams of a key revoked on node A', async () => {
    const doomed = await makeKey(a, session);
    const onB = await open(b, doomed.key);
    const onA = await open(a, doomed.key);
    const revoked = await a.request('DELETE', `/api/api-keys/${doomed.id}`, undefined, session);
    expect(revoked.status).toBe(200);
    for (const stream of [onA, onB]) {
      expect(await stream.closed).toEqual({
        code: BOT_STREAM_CLOSE.keyRevoked,
        reason: CLOSE_REASONS.revoked,
      });
    }
  });

  it('closes on node B the streams of a login disabled on node A', async () => {
    await a.addUser('disabled-on-a', PASSWORD);
    const theirs = await makeKey(a, (await a.login('disabled-on-a', PASSWORD)).sessionId);
    const onB = await open(b, theirs.key);
    const admin = (await a.login(ADMIN.username, ADMIN.password)).sessionId;
    const disabled = await a.request(
      'POST',
      ADMIN_API.disableUser,
      { targetUsername: 'disabled-on-a' },
      admin,
    );
    expect(disabled.status).toBe(200);
    expect(await onB.closed).toEqual({
      code: BOT_STREAM_CLOSE.keyRevoked,
      reason: CLOSE_REASONS.keyInvalid,
    });
  });
});
