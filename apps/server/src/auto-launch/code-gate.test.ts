import { AutoLaunchRuleBody, type AutoLaunchRuleStored } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { needsCode } from './code-gate.ts';

const { code: _code, ...base } = AutoLaunchRuleBody.parse({
  name: 'Frogs',
  trigger: { accounts: ['frogwatch'], keywords: ['frog'] },
  action: { mode: 'pump', wallet: 'wk_aaaaaaaaaaaaaaaaaaaaaaaa', buyAmount: 0.5 },
  limits: { perHour: 2, perDay: 5, spendCap: 2, cooldownSeconds: 300 },
  dryRun: false,
});
const rule: AutoLaunchRuleStored = base;
const edit = (change: (r: AutoLaunchRuleStored) => void): AutoLaunchRuleStored => {
  const next = structuredClone(rule);
  change(next);
  return next;
};

describe('needsCode', () => {
  it('asks for a code for a new rule', () => {
    expect(needsCode(undefined, rule)).toBe(true);
  });

  it.each([
    [
      'turned on',
      (r: AutoLaunchRuleStored) => {
        r.enabled = true;
      },
      { enabled: false },
    ],
    [
      'going live',
      (r: AutoLaunchRuleStored) => {
        r.dryRun = false;
      },
      { dryRun: true },
    ],
  ])('asks for a code when %s', (_name, change, before) => {
    expect(needsCode({ ...rule, ...before }, edit(change))).toBe(true);
  });

  it.each<[string, (r: AutoLaunchRuleStored) => void]>([
    [
      'a larger buy',
      (r) => {
        r.action.buyAmount = 0.6;
      },
    ],
    [
      'another wallet',
      (r) => {
        r.action.wallet = 'wk_bbbbbbbbbbbbbbbbbbbbbbbb';
      },
    ],
    [
      'another platform',
      (r) => {
        r.action.mode = 'bonk';
      },
    ],
    [
      'more an hour',
      (r) => {
        r.limits.perHour = 3;
      },
    ],
    [
      'more a day',
      (r) => {
        r.limits.perDay = 6;
      },
    ],
    [
      'a higher cap',
      (r) => {
        r.limits.spendCap = 3;
      },
    ],
    ['no cap', (r) => void delete r.limits.spendCap],
    [
      'a shorter cooldown',
      (r) => {
        r.limits.cooldownSeconds = 10;
      },
    ],
    [
      'older posts',
      (r) => {
        r.maxPostAgeSeconds = 600;
      },
    ],
    [
      'test posts',
      (r) => {
        r.testPosts = true;
      },
    ],
    ['another account', (r) => void r.trigger.accounts.push('toadwatch')],
    ['another keyword', (r) => void r.trigger.keywords.push('toad')],
    [
      'no keyword at all',
      (r) => {
        r.trigger.keywords = [];
      },
    ],
    [
      'meme words',
      (r) => {
        r.trigger.memeWords = true;
      },
    ],
  ])('asks for a code for %s', (_name, change) => {
    expect(needsCode(rule, edit(change))).toBe(true);
  });

  it.each<[string, (r: AutoLaunchRuleStored) => void]>([
    [
      'a new name',
      (r) => {
        r.name = 'Toads';
      },
    ],
    [
      'a smaller buy',
      (r) => {
        r.action.buyAmount = 0.1;
      },
    ],
    [
      'fewer an hour',
      (r) => {
        r.limits.perHour = 1;
      },
    ],
    [
      'a lower cap',
      (r) => {
        r.limits.spendCap = 1;
      },
    ],
    [
      'a longer cooldown',
      (r) => {
        r.limits.cooldownSeconds = 900;
      },
    ],
    [
      'turned off',
      (r) => {
        r.enabled = false;
      },
    ],
    [
      'back to dry run',
      (r) => {
        r.dryRun = true;
      },
    ],
    [
      'an account fewer',
      (r) => {
        r.trigger.accounts = [];
      },
    ],
  ])('needs no code for %s', (_name, change) => {
    expect(needsCode(rule, edit(change))).toBe(false);
  });
});
