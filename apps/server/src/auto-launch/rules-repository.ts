import { randomBytes } from 'node:crypto';
import {
  AUTO_LAUNCH_LIMITS,
  AUTO_LAUNCH_MESSAGES,
  type AutoLaunchRule,
  AutoLaunchRuleBody,
  type AutoLaunchRuleStored,
} from '@launchdeck/protocol';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { HttpError } from '../http/errors.ts';
import { type Database, rowsOf } from '../storage/database.ts';
import { addWithinQuota } from '../storage/per-user-quota.ts';
import { autoLaunchRules, users } from '../storage/schema.ts';
import { DAY_MS, type RecentFire, statsOf } from './limits.ts';

/** A rule's id: `al_` and 18 random bytes, base64url. */
export const newAutoLaunchRuleId = (): string => `al_${randomBytes(18).toString('base64url')}`;

/** A rule as the nodes match posts with it: its owner, its saved version, its fires. */
export type StoredAutoLaunchRule = {
  id: string;
  userId: number;
  username: string;
  rule: AutoLaunchRuleStored;
  version: number;
  fires: number;
  recent: RecentFire[];
};

type Row = typeof autoLaunchRules.$inferSelect;

/** The stored body read through the schema (defaults of fields added later filled in). */
function storedOf(value: unknown): AutoLaunchRuleStored {
  const parsed = AutoLaunchRuleBody.safeParse(value);
  if (!parsed.success) return value as AutoLaunchRuleStored;
  const { code: _code, ...rule } = parsed.data;
  return rule;
}

/**
 * Issue 53: each trader's auto-launch rules (auto_launch_rules). Every call but `armed` and
 * `state` is the trader's own: another trader's rule is not found.
 */
export class AutoLaunchRulesRepository {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** The trader's rules, oldest first, each with what it did in the last 24 hours. */
  async list(userId: number): Promise<AutoLaunchRule[]> {
    const rows = await this.db
      .select()
      .from(autoLaunchRules)
      .where(eq(autoLaunchRules.userId, userId))
      .orderBy(asc(autoLaunchRules.createdAt), asc(autoLaunchRules.id));
    if (rows.length === 0) return [];
    const fires = rowsOf<{ rule_id: string; refused: number | string; last: Date | string | null }>(
      await this.db.execute(sql`
        select rule_id, count(*) filter (where status in ('refused', 'failed')) as refused,
               max(at) as last
        from auto_launch_fires
        where user_id = ${userId} and at > now() - interval '1 day'
        group by rule_id`),
    );
    const of = new Map(fires.map((f) => [f.rule_id, f]));
    return rows.map((row) => this.answered(row, of.get(row.id)));
  }

  /** One of the trader's rules as stored, or undefined. */
  async get(userId: number, id: string): Promise<AutoLaunchRule | undefined> {
    const rules = await this.list(userId);
    return rules.find((rule) => rule.id === id);
  }

  /**
   * Adds a rule, refused (409) past AUTO_LAUNCH_LIMITS.rulesMax; the trader's row is locked for
   * the count, so two creations at once cannot both pass it.
   */
  async create(userId: number, rule: AutoLaunchRuleStored): Promise<AutoLaunchRule> {
    const quota = {
      table: autoLaunchRules,
      owner: autoLaunchRules.userId,
      max: AUTO_LAUNCH_LIMITS.rulesMax,
      full: AUTO_LAUNCH_MESSAGES.rulesFull,
      what: 'an auto-launch rule',
    };
    const row = await addWithinQuota(this.db, userId, quota, async (tx) => {
      const [created] = await tx
        .insert(autoLaunchRules)
        .values({ id: newAutoLaunchRuleId(), userId, rule })
        .returning();
      return created;
    });
    return this.answered(row, undefined);
  }

  /**
   * Replaces the trader's rule (id, creation time and fires kept; `version` moves, so a fire
   * matched with the old rule is not taken); `resetFires`: its recent fires are forgotten (a rule
   * going from dry run to live starts its limits afresh). Undefined when not theirs.
   */
  async update(
    userId: number,
    id: string,
    rule: AutoLaunchRuleStored,
    resetFires: boolean,
  ): Promise<AutoLaunchRule | undefined> {
    const [row] = await this.db
      .update(autoLaunchRules)
      .set({
        rule,
        version: sql`${autoLaunchRules.version} + 1`,
        updatedAt: sql`now()`,
        ...(resetFires ? { recent: [] } : {}),
      })
      .where(and(eq(autoLaunchRules.id, id), eq(autoLaunchRules.userId, userId)))
      .returning();
    return row && (await this.get(userId, row.id));
  }

  /** Removes the trader's rule and its fires, in one statement; false when not theirs. */
  async remove(userId: number, id: string): Promise<boolean> {
    const removed = rowsOf<{ id: string }>(
      await this.db.execute(sql`
        with gone as (
          delete from auto_launch_rules where id = ${id} and user_id = ${userId} returning id),
        fires as (delete from auto_launch_fires where rule_id in (select id from gone))
        select id from gone`),
    );
    return removed.length > 0;
  }

  /**
   * Every enabled rule whose owner may use auto-launch now: the login enabled, two-factor login
   * on, not paused, not turned off for them, and the feature not turned off for everyone.
   */
  async armed(): Promise<StoredAutoLaunchRule[]> {
    const rows = rowsOf<{
      id: string;
      user_id: number;
      username: string;
      rule: unknown;
      version: number;
      fires: number;
      recent: RecentFire[];
    }>(
      await this.db.execute(sql`
        select r.id, r.user_id, u.username, r.rule, r.version, r.fires, r.recent
        from auto_launch_rules r join users u on u.id = r.user_id
        where (r.rule ->> 'enabled')::boolean
          and u.enabled and u.totp_secret is not null
          and not exists (select 1 from auto_launch_access a
                          where a.user_id = r.user_id and (a.paused or a.admin_off))
          and not exists (select 1 from server_settings s
                          where s.name = 'auto_launch' and s.value ->> 'enabled' = 'false')
        order by r.created_at, r.id`),
    );
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      username: row.username,
      rule: storedOf(row.rule),
      version: Number(row.version),
      fires: Number(row.fires),
      recent: row.recent,
    }));
  }

  /** One rule as it now stands, whoever owns it (a fire's second look); undefined when removed. */
  async state(
    id: string,
  ): Promise<{ version: number; fires: number; recent: RecentFire[] } | undefined> {
    const [row] = await this.db
      .select({
        version: autoLaunchRules.version,
        fires: autoLaunchRules.fires,
        recent: autoLaunchRules.recent,
      })
      .from(autoLaunchRules)
      .where(eq(autoLaunchRules.id, id));
    return row;
  }

  private answered(
    row: Row,
    fires: { refused: number | string; last: Date | string | null } | undefined,
  ): AutoLaunchRule {
    const now = this.now();
    const last = fires?.last ? new Date(fires.last).getTime() : undefined;
    const recent = row.recent.filter((fire) => fire.at > now - DAY_MS);
    return {
      ...storedOf(row.rule),
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      stats: statsOf(recent, now, Number(fires?.refused ?? 0), last),
    };
  }
}
