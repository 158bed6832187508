import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStorage, storageKinds } from '../../test/storage/support.ts';
import type { Storage } from '../storage/database.ts';
import { UsersRepository } from '../users/repository.ts';
import { WalletsRepository } from './repository.ts';
import { newWalletHandle } from './service.ts';
import { SpendCaps } from './spend-caps.ts';

describe.each(storageKinds())('daily spend caps on %s', (kind) => {
  let storage: Storage;
  let caps: SpendCaps;
  let userId: number;
  let walletNumber = 0;

  /** A wallet of the user, with `cap`. */
  const wallet = async (cap: number | null) => {
    walletNumber += 1;
    const id = `w-${walletNumber}`;
    await new WalletsRepository(storage.db).insert(
      {
        id,
        userId,
        network: 'solana',
        address: `address-${walletNumber}`,
        handle: newWalletHandle(),
        encryptedKey: 'unused',
      },
      50,
    );
    await caps.setCap(userId, id, cap);
    return id;
  };

  beforeAll(async () => {
    storage = await openTestStorage(kind);
    caps = new SpendCaps(storage.db);
    const user = await new UsersRepository(storage.db).insert({
      username: 'capped',
      passwordHash: 'x',
    });
    userId = user?.id ?? -1;
  });
  afterAll(() => storage.close());

  it('writes spends up to the cap and refuses the one that would pass it, with the numbers', async () => {
    const id = await wallet(1);
    expect(await caps.reserve(id, 'r1', 0.4)).toMatchObject({ kind: 'reserved' });
    expect(await caps.reserve(id, 'r2', 0.6)).toMatchObject({ kind: 'reserved' });
    expect(await caps.reserve(id, 'r3', 0.1)).toEqual({ kind: 'capped', spent: 1, cap: 1 });
    expect((await caps.spentToday([id])).get(id)).toBe(1);
  });

  it('counts a wallet without a cap too, and takes a released spend back', async () => {
    const id = await wallet(null);
    const first = await caps.reserve(id, 'r1', 2);
    expect(first).toMatchObject({ kind: 'reserved', id: expect.any(Number) });
    await caps.reserve(id, 'r2', 3);
    expect((await caps.spentToday([id])).get(id)).toBe(5);
    if (first.kind === 'reserved' && first.id !== undefined) await caps.release(first.id);
    expect((await caps.spentToday([id])).get(id)).toBe(3);
  });

  it('lets exactly one of three racing launches pass a cap that fits one (the row lock)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await wallet(1);
      const outcomes = await Promise.all([
        caps.reserve(id, 'a', 0.6),
        caps.reserve(id, 'b', 0.6),
        caps.reserve(id, 'c', 0.6),
      ]);
      expect(outcomes.filter((o) => o.kind === 'reserved')).toHaveLength(1);
      expect(outcomes.filter((o) => o.kind === 'capped')).toHaveLength(2);
      expect((await caps.spentToday([id])).get(id)).toBeCloseTo(0.6);
    }
  });

  it('answers a cap only to its owner', async () => {
    const id = await wallet(2);
    expect(await caps.capOf(userId, id)).toBe(2);
    expect(await caps.capOf(userId + 1, id)).toBeUndefined();
    expect(await caps.setCap(userId + 1, id, null)).toBe(false);
  });
});
