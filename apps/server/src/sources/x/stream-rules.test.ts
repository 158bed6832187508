import { describe, expect, it } from 'vitest';
import { planRules, RULE_TAG, ruleValues, usernamesOf } from './stream-rules.ts';

describe('usernamesOf', () => {
  it('strips @, folds case, deduplicates, sorts, and refuses non-usernames', () => {
    expect(usernamesOf(['@Zeta_1', 'alpha', 'ALPHA', ' beta ', 'a b', 'x OR from:y', ''])).toEqual({
      valid: ['alpha', 'beta', 'zeta_1'],
      invalid: ['a b', 'x OR from:y', ''],
    });
  });
});

describe('ruleValues', () => {
  it('joins handles with OR in one rule while it fits', () => {
    expect(ruleValues(['a', 'b', 'c'], 512)).toEqual(['from:a OR from:b OR from:c']);
  });

  it('splits into several rules, none over the limit', () => {
    const names = Array.from({ length: 60 }, (_, i) => `trader_${String(i).padStart(4, '0')}`);
    const rules = ruleValues(names, 512);
    expect(rules.length).toBeGreaterThan(1);
    for (const rule of rules) expect(rule.length).toBeLessThanOrEqual(512);
    expect(rules.join(' OR ').split(' OR ')).toEqual(names.map((n) => `from:${n}`));
  });

  it('answers no rules for no handles', () => {
    expect(ruleValues([], 512)).toEqual([]);
  });
});

describe('planRules', () => {
  const existing = [
    { id: '1', value: 'from:a OR from:b', tag: RULE_TAG },
    { id: '2', value: 'from:old', tag: RULE_TAG },
    { id: '3', value: 'from:theirs', tag: 'other-team' },
  ];

  it('keeps rules still wanted, deletes our stale ones, adds the new, leaves other tags', () => {
    expect(planRules(existing, ['from:a OR from:b', 'from:c'])).toEqual({
      deleteIds: ['2'],
      add: ['from:c'],
    });
  });

  it('changes nothing when the rules already match', () => {
    expect(planRules(existing, ['from:a OR from:b', 'from:old'])).toEqual({
      deleteIds: [],
      add: [],
    });
  });

  it('deletes all of ours when nobody is watched', () => {
    expect(planRules(existing, [])).toEqual({ deleteIds: ['1', '2'], add: [] });
  });
});
