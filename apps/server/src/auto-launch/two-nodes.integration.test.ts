import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AutoTrader,
  codeClock,
  createRule,
  freshPost,
  launchesOf,
  ruleBody,
  startAutoTrader,
} from '../../test/auto-launch/support.ts';
import { startTestRedis, type TestRedis } from '../../test/redis-support.ts';
import { clusterUnavailable } from '../../test/scale-out/support.ts';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import { createTestDatabase } from '../../test/storage/support.ts';
import { until } from '../../test/until-support.ts';
import { openStorage, rowsOf, type Storage } from '../storage/database.ts';
import type { FireOutcome } from './firer.ts';
import { AutoLaunchFiresRepository, type FireClaim } from './fires-repository.ts';

const skip = clusterUnavailable();
if (skip) console.warn(`Two-node auto-launch tests skipped: ${skip}`);

const TOKEN = 'auto-launch-two-nodes-token';

/** Two apps on one PostgreSQL and one Redis, as two nodes of a deployment, and a restart. */
describe.skipIf(skip)('auto-launch across two nodes', () => {
  const clock = codeClock();
  const fired: { node: string; outcome: FireOutcome }[] = [];
  let redis: TestRedis;
  let database: { url: string; drop: () => Promise<void> };
  let storage: Storage;
  let a: TestServer;
  let b: TestServer;
  let ann: AutoTrader;
  const env = (node: string, key: string) => ({
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    WALLET_ENCRYPTION_KEY: key,
    INGEST_TOKEN: TOKEN,
    NODE_ID: node,
  });
  const key = randomBytes(32).toString('hex');
  const start = (node: string) =>
    startTestServer(
      'postgres',
      env(node, key),
      { now: clock.now, onAutoLaunch: (outcome) => fired.push({ node, outcome }) },
      storage,
    );
  const ingest = async (server: TestServer, post: unknown) => {
    await server.ingest(post);
    await server.app.autoLaunch.idle();
  };

  beforeAll(async () => {
    redis = await startTestRedis();
    database = await createTestDatabase();
    storage = await openStorage({ kind: 'postgres', url: database.url });
    a = await start('node-a');
    b = await start('node-b');
    ann = await startAutoTrader(b, clock, 'ann');
  }, 90_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await storage?.close();
    await database?.drop();
    await redis?.stop();
  });

  it('launches a post once: the same post on both nodes and again after a restart', async () => {
    await createRule(ann, ruleBody(ann.wallet, { name: 'Once' }));
    await b.app.autoLaunch.reload();
    const post = freshPost('frogwatch', 'one FROG only');
    await ingest(a, post);
    await ingest(b, post);
    await a.close();
    a = await start('node-a');
    await ingest(a, post);
    await ingest(b, post);
    expect(fired.map((f) => [f.node, f.outcome.status])).toEqual([['node-a', 'launched']]);
    const launches = (await launchesOf(ann)).filter((l) => l.sourcePost?.id === post.id);
    expect(launches).toHaveLength(1);
    const rows = rowsOf<{ n: number }>(
      await storage.db.execute(
        sql`select count(*)::int as n from auto_launch_fires where post_id = ${post.id}`,
      ),
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('pause on one node stops the trader’s rules on every node, resume on another starts them', async () => {
    fired.length = 0;
    await ann.request('POST', '/api/auto-launch/pause');
    // The other node hears of it at once (Socket.IO's server-side events over Redis).
    await until(() => (a.app.autoLaunch.armedCount() === 0 ? true : undefined), 'node a paused');
    await ingest(b, freshPost('frogwatch', 'paused FROG'));
    await ingest(a, freshPost('frogwatch', 'paused FROG again'));
    expect(fired).toEqual([]);
    await a.request('POST', '/api/auto-launch/resume', undefined, ann.sessionId);
    await until(() => (b.app.autoLaunch.armedCount() > 0 ? true : undefined), 'node b resumed');
    await ingest(b, freshPost('frogwatch', 'resumed FROG'));
    expect(fired.map((f) => [f.node, f.outcome.status])).toEqual([['node-b', 'launched']]);
  });
});

/** The once-only row and the rule's count under concurrent writers, on PostgreSQL. */
describe.skipIf(skip)('auto_launch_fires under concurrent claims', () => {
  let database: { url: string; drop: () => Promise<void> };
  let storage: Storage;
  let server: TestServer;
  let ruleId: string;
  let userId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    storage = await openStorage({ kind: 'postgres', url: database.url });
    const clock = codeClock();
    server = await startTestServer(
      'postgres',
      { DATABASE_URL: database.url },
      { now: clock.now },
      storage,
    );
    const trader = await startAutoTrader(server, clock, 'cid');
    ruleId = (await createRule(trader, ruleBody(trader.wallet))).id;
    const [row] = rowsOf<{ id: number }>(
      await storage.db.execute(sql`select id from users where username = 'cid'`),
    );
    userId = row?.id ?? 0;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await storage?.close();
    await database?.drop();
  });

  const claimOf = (postId: string, fires: number): FireClaim => ({
    ruleId,
    postId,
    userId,
    account: 'frogwatch',
    amount: 0.5,
    version: 1,
    fires,
    recent: [{ at: Date.now(), amount: 0.5, account: 'frogwatch' }],
  });

  it('lets one of eight claims of one rule and post write its row', async () => {
    const repos = Array.from({ length: 8 }, () => new AutoLaunchFiresRepository(storage.db));
    const results = await Promise.all(repos.map((repo) => repo.claim(claimOf('same-post', 0))));
    expect(results.filter((r) => r.claimed)).toHaveLength(1);
    expect(results.filter((r) => r.taken)).toHaveLength(1);
  });

  it('lets one of eight posts take the rule’s fire count as read; the others must look again', async () => {
    const [row] = rowsOf<{ fires: number }>(
      await storage.db.execute(sql`select fires from auto_launch_rules where id = ${ruleId}`),
    );
    const read = Number(row?.fires);
    const repo = new AutoLaunchFiresRepository(storage.db);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => repo.claim(claimOf(`post-${i}`, read))),
    );
    expect(results.every((r) => r.claimed)).toBe(true);
    expect(results.filter((r) => r.taken)).toHaveLength(1);
  });
});
