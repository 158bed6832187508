import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstLaunchAnswer,
  type LaunchTrader,
  startLaunchTrader,
} from '../../test/deploy/support.ts';
import { launchOf, launchPayload, listLaunches } from '../../test/launches/support.ts';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { referralAccounts, referralEarnings } from '../storage/schema.ts';
import { UsersRepository } from '../users/repository.ts';

describe.each(storageKinds())('LAUNCH_HISTORY_DAYS on %s', (kind) => {
  let server: TestServer;
  let ann: LaunchTrader;
  let ben: LaunchTrader;

  beforeAll(async () => {
    server = await startTestServer(kind, { LAUNCH_HISTORY_DAYS: '30' });
    ann = await startLaunchTrader(server, 'ann');
    ben = await startLaunchTrader(server, 'ben');
  });
  afterAll(() => server.close());

  const launched = async (trader: LaunchTrader, name: string) => {
    await firstLaunchAnswer(trader.socket, 'debug_request', launchPayload(trader, { name }));
    return launchOf(server.url, trader.sessionId, name, 'confirmed');
  };

  it('prunes launches older than the setting in the minute’s upkeep; the fee ledger keeps its rows', async () => {
    const old = await launched(ann, 'Old Cat');
    await launched(ann, 'New Cat');
    const { db } = server.storage;
    await db.execute(
      sql`UPDATE launches SET created_at = now() - interval '31 days' WHERE id = ${old.id}`,
    );
    const users = new UsersRepository(db);
    const benRow = await users.findByUsername(ben.username);
    const annRow = await users.findByUsername(ann.username);
    await db.insert(referralAccounts).values({
      userId: benRow?.id ?? -1,
      code: 'BENREF',
      solWallet: 'So11111111111111111111111111111111111111112',
      bnbWallet: '0x0000000000000000000000000000000000000001',
    });
    await db.insert(referralEarnings).values({
      launchId: Number(old.id),
      referrerId: benRow?.id ?? -1,
      referredUserId: annRow?.id ?? -1,
      mode: 'pump',
      currency: 'SOL',
      feeUnits: 10_000_000n,
      shareUnits: 700_000n,
    });

    await server.app.housekeeping();

    const names = (await listLaunches(server.url, ann.sessionId)).body.launches.map((l) => l.name);
    expect(names).toEqual(['New Cat']);
    const earnings = await db.select().from(referralEarnings);
    expect(earnings).toEqual([
      expect.objectContaining({ launchId: null, feeUnits: 10_000_000n, shareUnits: 700_000n }),
    ]);
  });
});
