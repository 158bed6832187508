import { randomBytes } from 'node:crypto';
import {
  ALERT_LIMITS,
  type AlertRule,
  AlertRuleBody,
  type AlertRuleStored,
} from '@launchdeck/protocol';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { HttpError } from '../http/errors.ts';
import type { Database } from '../storage/database.ts';
import { addWithinQuota } from '../storage/per-user-quota.ts';
import { alertChannels, alertRules, users } from '../storage/schema.ts';

/**
 * An enabled rule with its owner, as the outbox matches posts against it; `since`: when it was
 * last saved (ms since the epoch). It hears of feed events stored from then on, never of history.
 */
export type OwnedRule = { userId: number; rule: AlertRule; since: number };

/** A rule's id: 18 random bytes, base64url (24 characters). */
export const newRuleId = (): string => `ar_${randomBytes(18).toString('base64url')}`;

/** The refusal of a rule past ALERT_LIMITS.rulesMax. */
export const RULES_FULL_MESSAGE = `You have ${ALERT_LIMITS.rulesMax} alert rules already; delete one to add another.`;

type RuleRow = Pick<typeof alertRules.$inferSelect, 'id' | 'rule' | 'createdAt'>;

const columns = { id: alertRules.id, rule: alertRules.rule, createdAt: alertRules.createdAt };

/**
 * A stored rule as answered. Read through the body's schema, so a rule stored before a field
 * existed gets that field's default; one the schema no longer takes is answered as stored.
 */
function ruleOf(row: RuleRow): AlertRule {
  const parsed = AlertRuleBody.safeParse(row.rule);
  return {
    ...(parsed.success ? parsed.data : row.rule),
    id: row.id,
    createdAt: iso(row.createdAt),
  };
}

const iso = (date: Date) => date.toISOString();

/**
 * Issue 51: each trader's alert rules (the alert_rules table), each the parsed body it was saved
 * with. Every call but `enabled` is the trader's own: another trader's rule is not found.
 */
export class AlertRulesRepository {
  constructor(private readonly db: Database) {}

  /** The trader's rules, oldest first. */
  async list(userId: number): Promise<AlertRule[]> {
    const rows = await this.db
      .select(columns)
      .from(alertRules)
      .where(eq(alertRules.userId, userId))
      .orderBy(asc(alertRules.createdAt), asc(alertRules.id));
    return rows.map(ruleOf);
  }

  /**
   * Adds a rule, refused (409) when the trader has ALERT_LIMITS.rulesMax already. The trader's
   * row is locked for the count, so two creations at once cannot both pass it.
   */
  async create(userId: number, rule: AlertRuleStored): Promise<AlertRule> {
    const quota = {
      table: alertRules,
      owner: alertRules.userId,
      max: ALERT_LIMITS.rulesMax,
      full: RULES_FULL_MESSAGE,
      what: 'an alert rule',
    };
    const row = await addWithinQuota(this.db, userId, quota, async (tx) => {
      const [created] = await tx
        .insert(alertRules)
        .values({ id: newRuleId(), userId, rule })
        .returning(columns);
      return created;
    });
    return ruleOf(row);
  }

  /** Replaces the trader's rule (its id and creation time kept); undefined when not theirs. */
  async update(userId: number, id: string, rule: AlertRuleStored): Promise<AlertRule | undefined> {
    const [row] = await this.db
      .update(alertRules)
      .set({ rule, updatedAt: sql`now()` })
      .where(and(eq(alertRules.id, id), eq(alertRules.userId, userId)))
      .returning(columns);
    return row && ruleOf(row);
  }

  /** Removes the trader's rule; false when not theirs. */
  async remove(userId: number, id: string): Promise<boolean> {
    const removed = await this.db
      .delete(alertRules)
      .where(and(eq(alertRules.id, id), eq(alertRules.userId, userId)))
      .returning({ id: alertRules.id });
    return removed.length > 0;
  }

  /**
   * Every enabled rule of every trader that sends to at least one channel, its channels narrowed
   * to those that are still its owner's and not disabled (a removed webhook's id stays in a rule
   * until the trader edits it; a disabled one is sent nothing).
   */
  async enabled(): Promise<OwnedRule[]> {
    const rows = await this.db
      .select({ ...columns, userId: alertRules.userId, updatedAt: alertRules.updatedAt })
      .from(alertRules)
      .where(sql`(${alertRules.rule} ->> 'enabled')::boolean is not false`)
      .orderBy(asc(alertRules.createdAt), asc(alertRules.id));
    const owners = [...new Set(rows.map((row) => row.userId))];
    if (owners.length === 0) return [];
    const live = await this.db
      .select({ id: alertChannels.id, userId: alertChannels.userId })
      .from(alertChannels)
      .where(and(inArray(alertChannels.userId, owners), isNull(alertChannels.disabledAt)));
    const liveOf = new Set(live.map((channel) => `${channel.userId} ${channel.id}`));
    return rows.flatMap((row) => {
      const rule = ruleOf(row);
      if (!rule.enabled) return [];
      const channels = rule.channels.filter((id) => liveOf.has(`${row.userId} ${id}`));
      return channels.length > 0
        ? [{ userId: row.userId, rule: { ...rule, channels }, since: row.updatedAt.getTime() }]
        : [];
    });
  }
}
