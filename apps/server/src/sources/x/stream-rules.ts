import { bareHandle } from '@launchdeck/protocol';
import type { XRule } from './payload.ts';

/** The tag on every rule this connector owns; rules with other tags are left alone. */
export const RULE_TAG = 'launchdeck';
/** Rule length on the Basic and Pro filtered stream plans at the time of writing. */
export const DEFAULT_RULE_MAX_LENGTH = 512;

// X usernames: 1–15 letters, digits or underscores. Anything else could smuggle operators.
const USERNAME = /^[A-Za-z0-9_]{1,15}$/;

/** Watched handles as X usernames: '@' stripped, case-folded, deduplicated, sorted. */
export function usernamesOf(handles: readonly string[]): { valid: string[]; invalid: string[] } {
  const valid = new Set<string>();
  const invalid: string[] = [];
  for (const handle of handles) {
    const name = bareHandle(handle);
    if (USERNAME.test(name)) valid.add(name.toLowerCase());
    else invalid.push(handle);
  }
  return { valid: [...valid].sort(), invalid };
}

/**
 * `from:a OR from:b …` rule values, each within `maxLength`. Sorted input gives the same rules for
 * the same handles, so a resync with nothing new changes nothing on X.
 */
export function ruleValues(usernames: readonly string[], maxLength: number): string[] {
  const rules: string[] = [];
  let current = '';
  for (const name of usernames) {
    const clause = `from:${name}`;
    const joined = current ? `${current} OR ${clause}` : clause;
    if (joined.length <= maxLength) {
      current = joined;
      continue;
    }
    if (current) rules.push(current);
    current = clause;
  }
  if (current) rules.push(current);
  return rules;
}

export type RulePlan = { deleteIds: string[]; add: string[] };

/** What to change on X so our tagged rules are exactly `wanted`; other tags are not ours. */
export function planRules(existing: readonly XRule[], wanted: readonly string[]): RulePlan {
  const ours = existing.filter((rule) => rule.tag === RULE_TAG);
  const have = new Set(ours.map((rule) => rule.value));
  const want = new Set(wanted);
  return {
    deleteIds: ours.filter((rule) => !want.has(rule.value)).map((rule) => rule.id),
    add: wanted.filter((value) => !have.has(value)),
  };
}
