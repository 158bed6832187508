import { AutoLaunchRuleBody } from '@launchdeck/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleBody } from '../../test/auto-launch/support.ts';
import { openTestStorage, storageKinds } from '../../test/storage/support.ts';
import { rowsOf, type Storage } from '../storage/database.ts';
import { AutoLaunchFiresRepository, type FireClaim } from './fires-repository.ts';
import { AutoLaunchRulesRepository } from './rules-repository.ts';

/**
 * The fires' rows without a foreign key to their rule (its check cost more than the rest of the
 * fire's statement): a rule's removal takes its fires with it, and upkeep prunes old fires and any
 * whose rule is gone.
 */
describe.each(storageKinds())('auto-launch fires on %s', (kind) => {
  let storage: Storage;
  let fires: AutoLaunchFiresRepository;
  let rules: AutoLaunchRulesRepository;
  let userId: number;
  let posts = 0;

  const stored = () => {
    const { code: _code, ...rule } = AutoLaunchRuleBody.parse(
      ruleBody('wk_test_wallet_handle_0123456789'),
    );
    return rules.create(userId, rule);
  };
  const fire = (ruleId: string, fires = 0): FireClaim => ({
    ruleId,
    postId: `post-${posts++}`,
    userId,
    account: 'frogwatch',
    amount: 0.5,
    version: 1,
    fires,
    recent: [],
  });
  const firesOf = async (ruleId: string) =>
    rowsOf<{ post_id: string }>(
      await storage.db.execute(
        sql`select post_id from auto_launch_fires where rule_id = ${ruleId} order by post_id`,
      ),
    ).map((row) => row.post_id);

  beforeAll(async () => {
    storage = await openTestStorage(kind);
    fires = new AutoLaunchFiresRepository(storage.db, storage.prepare);
    rules = new AutoLaunchRulesRepository(storage.db);
    const [user] = rowsOf<{ id: number }>(
      await storage.db.execute(
        sql`insert into users (username, password_hash, totp_secret) values ('ann', 'x', 'secret') returning id`,
      ),
    );
    userId = user?.id ?? -1;
  });
  afterAll(() => storage.close());

  it('claims a (rule, post) once and takes the fire on the rule', async () => {
    const rule = await stored();
    const claim = fire(rule.id);
    expect(await fires.claim(claim)).toEqual({ claimed: true, taken: true });
    expect(await fires.claim({ ...claim, fires: 1 })).toEqual({ claimed: false, taken: false });
    expect(await firesOf(rule.id)).toEqual([claim.postId]);
  });

  it("removes a rule's fires with it, and only its own", async () => {
    const [gone, kept] = [await stored(), await stored()];
    await fires.claim(fire(gone.id));
    const keptFire = fire(kept.id);
    await fires.claim(keptFire);
    expect(await rules.remove(userId, gone.id)).toBe(true);
    expect(await firesOf(gone.id)).toEqual([]);
    expect(await firesOf(kept.id)).toEqual([keptFire.postId]);
    expect(await rules.remove(userId, gone.id)).toBe(false);
  });

  it('prunes fires past their keep and fires whose rule is gone, and keeps the rest', async () => {
    const rule = await stored();
    const old = fire(rule.id);
    const recent = fire(rule.id, 1);
    await fires.claim(old);
    await fires.claim(recent);
    await storage.db.execute(
      sql`update auto_launch_fires set at = now() - interval '8 days' where post_id = ${old.postId}`,
    );
    // A fire claimed as its rule was removed: its row outlives the rule.
    const orphan = fire('alr_removed_meanwhile');
    expect(await fires.claim(orphan)).toEqual({ claimed: true, taken: false });
    expect(await fires.prune(7)).toBe(2);
    expect(await firesOf(rule.id)).toEqual([recent.postId]);
    expect(await firesOf(orphan.ruleId)).toEqual([]);
    expect(await fires.prune(7)).toBe(0);
  });
});
