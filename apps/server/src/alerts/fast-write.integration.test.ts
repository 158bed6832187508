import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestStorage, storageKinds } from '../../test/storage/support.ts';
import { KeyCipher } from '../secrets/key-cipher.ts';
import type { Storage } from '../storage/database.ts';
import { alertDeliveries, users } from '../storage/schema.ts';
import { AlertChannels } from './channels-repository.ts';
import { DeliveriesRepository, type NewDelivery } from './deliveries-repository.ts';
import { bumpRulesVersion } from './outbox.ts';

const row = (channelId: string, seq: number): NewDelivery => ({
  channelId,
  seq,
  postId: `p${seq}`,
  type: 'post.created',
  payload: JSON.stringify({ seq }),
});

/** Issue 51: the fast path's one-statement write (DeliveriesRepository.addIfRulesVersion). */
describe.each(storageKinds())('the outbox fast write on %s', (kind) => {
  let storage: Storage;
  let deliveries: DeliveriesRepository;
  let a: string;
  let b: string;

  beforeEach(async () => {
    storage = await openTestStorage(kind);
    const [user] = await storage.db
      .insert(users)
      .values({ username: 'fast', passwordHash: 'x' })
      .returning();
    const channels = new AlertChannels(storage.db, new KeyCipher(randomBytes(32)));
    a = (await channels.create(user?.id ?? 0, 'A', 'https://a.example/hook')).id;
    b = (await channels.create(user?.id ?? 0, 'B', 'https://b.example/hook')).id;
    // The rules version at 2: a rule saved twice.
    await bumpRulesVersion(storage.db);
    await bumpRulesVersion(storage.db);
    deliveries = new DeliveriesRepository(storage.db);
  });
  afterEach(async () => {
    await storage.close();
  });

  it('writes the rows and claims each idle channel’s first, for sending at once', async () => {
    const turn = await deliveries.addIfRulesVersion([row(a, 1), row(a, 2), row(b, 1)], 2, 30_000);
    expect(turn.written).toBe(3);
    expect(turn.sendNow.map((d) => [d.channelId, d.seq, d.attempts])).toEqual([
      [a, 1, 1],
      [b, 1, 1],
    ]);
    const written = await storage.db.select().from(alertDeliveries);
    const pending = written.find((d) => d.channelId === a && d.seq === 2);
    expect(pending).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('claims nothing for a channel that has a delivery pending: it waits its turn, in order', async () => {
    await deliveries.addIfRulesVersion([row(a, 1)], 2, 30_000);
    const turn = await deliveries.addIfRulesVersion([row(a, 2), row(b, 2)], 2, 30_000);
    expect(turn.written).toBe(2);
    expect(turn.sendNow.map((d) => d.channelId)).toEqual([b]);
  });

  it('writes nothing once the rules version moved (a rule changed on any node)', async () => {
    await bumpRulesVersion(storage.db);
    expect(await deliveries.addIfRulesVersion([row(a, 1)], 2, 30_000)).toEqual({
      written: 0,
      sendNow: [],
    });
    expect(await storage.db.select().from(alertDeliveries)).toEqual([]);
  });

  it('writes a channel’s row for a seq once, whichever path came first', async () => {
    await deliveries.add([row(a, 1)], storage.db, 30_000);
    const again = await deliveries.addIfRulesVersion([row(a, 1), row(b, 1)], 2, 30_000);
    expect(again.written).toBe(1);
    expect(again.sendNow.map((d) => d.channelId)).toEqual([b]);
    expect(await storage.db.select().from(alertDeliveries)).toHaveLength(2);
  });
});
