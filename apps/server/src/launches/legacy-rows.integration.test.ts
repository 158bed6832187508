import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStorage, storageKinds } from '../../test/storage/support.ts';
import type { Storage } from '../storage/database.ts';
import { launches, users } from '../storage/schema.ts';
import { launchRecordOf } from './record.ts';

/** The launch_history migration's statement that maps the rows written before it. */
async function legacyMapping(): Promise<string> {
  const file = new URL('../storage/migrations/0010_launch_history.sql', import.meta.url);
  const statements = (await readFile(file, 'utf8')).split('--> statement-breakpoint');
  const update = statements.find((statement) => statement.includes('UPDATE "launches"'));
  if (!update) throw new Error('the launch_history migration maps no old rows');
  return update;
}

describe.each(storageKinds())('launches written before My Launches, on %s', (kind) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await openTestStorage(kind);
  });
  afterAll(() => storage.close());

  it('read as the four statuses, a multi-deploy by its addresses', async () => {
    const { db } = storage;
    const [user] = await db
      .insert(users)
      .values({ username: 'old-timer', passwordHash: 'x' })
      .returning({ id: users.id });
    const old = (
      requestId: string,
      status: string,
      addresses: string[] = [],
      timings: Record<string, number> = {},
    ) =>
      db.execute(sql`INSERT INTO launches (request_id, user_id, mode, name, ticker, status, addresses, timings)
        VALUES (${requestId}, ${user?.id}, 'pump', ${requestId}, 'OLD', ${status},
        ${JSON.stringify(addresses)}::jsonb, ${JSON.stringify(timings)}::jsonb)`);
    await old('pending', 'pending');
    await old('sent', 'success', ['A'], { sent: 10 });
    await old('multi', 'success', ['A', 'B', 'C'], { confirmed: 90 });
    await old('refused', 'error');
    await db.execute(sql.raw(await legacyMapping()));

    const rows = await db.select().from(launches).orderBy(launches.id);
    const read = rows.map((row) => launchRecordOf(row));
    expect(read.map((r) => [r?.name, r?.status, r?.multiDeploy])).toEqual([
      ['pending', 'preparing', false],
      ['sent', 'sent', false],
      ['multi', 'confirmed', true],
      ['refused', 'failed', false],
    ]);
  });
});
