import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStorage, storageKinds } from '../../test/storage/support.ts';
import { HttpError } from '../http/errors.ts';
import { rowsOf, type Storage } from './database.ts';
import { addWithinQuota, type PerUserQuota } from './per-user-quota.ts';
import { alertRules } from './schema.ts';

describe.each(storageKinds())('addWithinQuota on %s', (kind) => {
  let storage: Storage;
  let userId: number;
  let made = 0;
  const quota: PerUserQuota = {
    table: alertRules,
    owner: alertRules.userId,
    max: 3,
    full: 'You have 3 rules already.',
    what: 'a test rule',
  };
  const add = (user = userId) =>
    addWithinQuota(storage.db, user, quota, async (tx) => {
      const [row] = await tx
        .insert(alertRules)
        .values({
          id: `rule-${made++}`,
          userId: user,
          rule: { name: 'r', kinds: ['post'], channels: [], enabled: true } as never,
        })
        .returning({ id: alertRules.id });
      return row;
    });

  beforeAll(async () => {
    storage = await openTestStorage(kind);
    const [user] = rowsOf<{ id: number }>(
      await storage.db.execute(
        sql`insert into users (username, password_hash) values ('quota', 'x') returning id`,
      ),
    );
    userId = user?.id ?? -1;
  });
  afterAll(() => storage.close());

  it('lets at most `max` through when adds race, and refuses the rest with a 409 and its sentence', async () => {
    await add();
    const results = await Promise.allSettled([add(), add(), add(), add()]);
    const passed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(passed).toHaveLength(2);
    expect(refused).toHaveLength(2);
    for (const error of refused) {
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 409, message: quota.full });
    }
  });

  it('refuses a user that does not exist', async () => {
    await expect(add(2_000_000_000)).rejects.toThrow('no user 2000000000 to hold a test rule');
  });
});
