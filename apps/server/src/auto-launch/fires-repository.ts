import { and, eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../storage/database.ts';
import { namedQueries, type PrepareStatement } from '../storage/prepared-statements.ts';
import { autoLaunchFires } from '../storage/schema.ts';
import type { RecentFire } from './limits.ts';

/** What a fire asks storage for: its row, and (when the node found no refusal) its taking. */
export type FireClaim = {
  ruleId: string;
  postId: string;
  userId: number;
  account: string;
  amount: number;
  /** The rule as the node matched it: its version and fire count when read. */
  version: number;
  fires: number;
  /** The rule's fires once this one is taken (limits.ts recentAfter). */
  recent: RecentFire[];
  /** Set when the node already knows the fire is refused: the row is written refused with it. */
  refusal?: string;
};

/**
 * `claimed`: this node wrote the (rule, post) row, so it alone decides the fire; false when any
 * node wrote it before (before or after a restart): nothing more is done. `taken`: the rule's
 * fire count moved with it (the rule still the version matched, enabled, its fire count as read,
 * its owner allowed): it may launch.
 */
export type ClaimResult = { claimed: boolean; taken: boolean };

export type FireStatus = 'launched' | 'dry_run' | 'refused' | 'failed';

/**
 * The owner may use auto-launch: enabled, two-factor login on, not paused, not turned off for
 * them or for everyone. The same conditions as AutoLaunchRulesRepository.armed, read as the
 * rule's row is taken.
 */
const OWNER_ALLOWED = sql`
  exists (select 1 from users u where u.id = r.user_id and u.enabled and u.totp_secret is not null)
  and not exists (select 1 from auto_launch_access a
                  where a.user_id = r.user_id and (a.paused or a.admin_off))
  and not exists (select 1 from server_settings s
                  where s.name = 'auto_launch' and s.value ->> 'enabled' = 'false')`;

/**
 * Issue 53's once-only rows (auto_launch_fires) and the rule's count of fires. A fire is one
 * statement on its way to the launch: the (rule, post) row is inserted (the primary key makes it
 * once across nodes and restarts) and, in the same statement, the rule's row takes it only while
 * its `fires` is what the node read: PostgreSQL re-checks that condition on the row's newest
 * version after waiting for its lock, so two nodes firing one rule at once cannot both pass a
 * limit; the one that loses looks again (`retake`).
 */
export class AutoLaunchFiresRepository {
  /** The claim's statement, planned once on the embedded database (storage/prepared-statements.ts). */
  private readonly named: ReturnType<typeof namedQueries>;

  constructor(
    private readonly db: Database,
    prepare?: PrepareStatement,
  ) {
    this.named = namedQueries(db, prepare);
  }

  async claim(fire: FireClaim): Promise<ClaimResult> {
    const take = fire.refusal === undefined;
    const [row] = rowsOf<{ claimed: number; taken: number }>({
      rows: await this.named(
        'auto_launch_fire_claim',
        sql`
        with fire as (
          insert into auto_launch_fires (rule_id, post_id, user_id, account, amount, status, reason)
          values (${fire.ruleId}, ${fire.postId}, ${fire.userId}, ${fire.account}, ${fire.amount},
                  ${take ? 'pending' : 'refused'}, ${fire.refusal ?? null})
          on conflict (rule_id, post_id) do nothing
          returning rule_id),
        taken as (
          update auto_launch_rules r
          set fires = r.fires + 1, recent = ${JSON.stringify(fire.recent)}::jsonb
          from fire
          where ${take}::boolean and r.id = fire.rule_id and r.version = ${fire.version}
            and r.fires = ${fire.fires} and (r.rule ->> 'enabled')::boolean and ${OWNER_ALLOWED}
          returning r.id)
        select (select count(*) from fire)::int as claimed, (select count(*) from taken)::int as taken`,
      ),
    });
    return { claimed: Number(row?.claimed ?? 0) > 0, taken: Number(row?.taken ?? 0) > 0 };
  }

  /** A claimed fire taken on a second look (the rule's fires moved on another node): as `claim`'s taking. */
  async retake(fire: FireClaim): Promise<boolean> {
    const rows = rowsOf<{ id: string }>(
      await this.db.execute(sql`
        update auto_launch_rules r
        set fires = r.fires + 1, recent = ${JSON.stringify(fire.recent)}::jsonb
        where r.id = ${fire.ruleId} and r.version = ${fire.version} and r.fires = ${fire.fires}
          and (r.rule ->> 'enabled')::boolean and ${OWNER_ALLOWED}
        returning r.id`),
    );
    return rows.length > 0;
  }

  /** Whether the rule's owner may use auto-launch now (the condition a taking checks). */
  async ownerAllowed(ruleId: string): Promise<boolean> {
    const rows = rowsOf<{ id: string }>(
      await this.db.execute(sql`
        select r.id from auto_launch_rules r
        where r.id = ${ruleId} and (r.rule ->> 'enabled')::boolean and ${OWNER_ALLOWED}`),
    );
    return rows.length > 0;
  }

  /**
   * Upkeep: deletes fires older than `keepDays` (a post that old fires nothing: a rule's
   * maxPostAgeSeconds is at most an hour; a rule's last day is what its row shows), and fires
   * whose rule is gone (one claimed as its rule was removed). Answers how many were deleted.
   */
  async prune(keepDays: number): Promise<number> {
    const deleted = rowsOf<{ rule_id: string }>(
      await this.db.execute(sql`
        delete from auto_launch_fires f
        where f.at < now() - make_interval(days => ${keepDays}::int)
           or not exists (select 1 from auto_launch_rules r where r.id = f.rule_id)
        returning f.rule_id`),
    );
    return deleted.length;
  }

  /** The fire's outcome: launched (its launch's id), dry run, refused or failed with the reason. */
  async settle(
    ruleId: string,
    postId: string,
    status: FireStatus,
    detail: { reason?: string; launchId?: number } = {},
  ): Promise<void> {
    await this.db
      .update(autoLaunchFires)
      .set({ status, reason: detail.reason ?? null, launchId: detail.launchId ?? null })
      .where(and(eq(autoLaunchFires.ruleId, ruleId), eq(autoLaunchFires.postId, postId)));
  }
}
