import { randomBytes } from 'node:crypto';
import type { LaunchRecord } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, connectChatUser } from '../../test/chat/support.ts';
import {
  firstLaunchAnswer,
  type LaunchTrader,
  startLaunchTrader,
} from '../../test/deploy/support.ts';
import { launchPayload } from '../../test/launches/support.ts';
import { startTestRedis, type TestRedis } from '../../test/redis-support.ts';
import { clusterUnavailable } from '../../test/scale-out/support.ts';
import { startTestServer, type TestServer, waitForEvent } from '../../test/server-support.ts';
import { createTestDatabase } from '../../test/storage/support.ts';
import { openStorage, type Storage } from '../storage/database.ts';

const skip = clusterUnavailable();
if (skip) console.warn(`Two-node My Launches tests skipped: ${skip}`);

/** Two apps in one process on one PostgreSQL and one Redis, as two nodes of a deployment. */
describe.skipIf(skip)('launch_update across two nodes', () => {
  let redis: TestRedis;
  let database: { url: string; drop: () => Promise<void> };
  let storage: Storage;
  let a: TestServer;
  let b: TestServer;
  let ann: LaunchTrader;

  beforeAll(async () => {
    redis = await startTestRedis();
    database = await createTestDatabase();
    storage = await openStorage({ kind: 'postgres', url: database.url });
    const env = (node: string) => ({
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      WALLET_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      NODE_ID: node,
    });
    a = await startTestServer('postgres', env('node-a'), {}, storage);
    b = await startTestServer('postgres', env('node-b'), {}, storage);
    ann = await startLaunchTrader(a, 'ann');
    await a.addUser('ben', 'chat-test-password');
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await storage?.close();
    await database?.drop();
    await redis?.stop();
  });

  it('tells the trader’s window on the other node of each change, and no one else', async () => {
    const annOnB = await connectChatUser(b, 'ann');
    const benOnB = await connectChatUser(b, 'ben');
    const heardByBen = collect(benOnB.socket, 'launch_update');
    const confirmed = waitForEvent(
      annOnB.socket,
      'launch_update',
      (launch) => launch.name === 'Far Cat' && launch.status === 'confirmed',
    );
    const answer = await firstLaunchAnswer(
      ann.socket,
      'debug_request',
      launchPayload(ann, { name: 'Far Cat', ticker: 'FAR' }),
    );
    if (!('result' in answer)) throw new Error(answer.error);
    const launch: LaunchRecord = await confirmed;
    expect(launch).toMatchObject({ mode: 'pump', addresses: [answer.result.address] });
    expect(launch.stages.confirmed).toBeGreaterThanOrEqual(0);
    expect(heardByBen).toEqual([]);
  });
});
