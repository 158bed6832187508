import { describe, expect, it } from 'vitest';
import { makeRule } from '../../../test/features/auto-launch/fake-auto-launch-server.ts';
import { SOLANA_WALLET } from '../../../test/features/deploy/support.tsx';
import {
  blankDraft,
  checkDraft,
  draftOf,
  fieldOfKey,
  ruleBody,
  secondsText,
  statsSummary,
} from './format.ts';
import { AUTO_LAUNCH_TEXT as T } from './strings.ts';

const filled = () => ({
  ...blankDraft('pump', SOLANA_WALLET.api_key),
  name: ' Doge drops ',
  accounts: '@ElonMusk cz_binance,,',
  buyAmount: '0.5',
});

describe('checkDraft', () => {
  it('gives the body as the server reads it: handles bare and lower case, defaults kept', () => {
    const checked = checkDraft({ ...filled(), code: ' 123 456 ' });
    expect(checked).toEqual({
      body: {
        name: 'Doge drops',
        trigger: {
          accounts: ['elonmusk', 'cz_binance'],
          kinds: ['post'],
          hasAddress: false,
          keywords: [],
          memeWords: false,
        },
        action: { mode: 'pump', wallet: SOLANA_WALLET.api_key, buyAmount: 0.5, image: 'post' },
        limits: { perHour: 1, perDay: 3, cooldownSeconds: 300 },
        maxPostAgeSeconds: 60,
        channels: [],
        testPosts: false,
        dryRun: true,
        enabled: true,
        code: '123456',
      },
    });
  });

  it('leaves a blank code and a blank spend cap out', () => {
    const checked = checkDraft(filled());
    expect('body' in checked && checked.body).not.toHaveProperty('code');
    expect('body' in checked && checked.body.limits).not.toHaveProperty('spendCap');
  });

  it('says each field’s first problem in a sentence', () => {
    const checked = checkDraft({
      ...filled(),
      wallet: '',
      buyAmount: 'lots',
      perDay: '0',
      spendCap: '-1',
      maxPostAgeSeconds: '',
    });
    expect(checked).toEqual({
      errors: {
        'action.wallet': T.chooseWalletFirst,
        'action.buyAmount': T.enterNumber,
        'limits.perDay': T.atLeast(1),
        'limits.spendCap': T.atLeast(0),
      },
    });
  });
});

describe('a saved rule', () => {
  it('goes back into the form and out as the same body', () => {
    const rule = makeRule({ limits: { perHour: 2, perDay: 4, spendCap: 3, cooldownSeconds: 60 } });
    const draft = draftOf(rule);
    expect(draft).toMatchObject({ accounts: '@elonmusk', buyAmount: '0.5', spendCap: '3' });
    expect(checkDraft(draft)).toEqual({ body: ruleBody(rule) });
  });

  it('keeps the channels it tells', () => {
    const rule = makeRule({ channels: ['wh_00000001', 'tg_00000001'] });
    const draft = draftOf(rule);
    expect(draft.channels).toEqual(['wh_00000001', 'tg_00000001']);
    expect(checkDraft(draft)).toEqual({ body: ruleBody(rule) });
    expect(blankDraft('pump', '').channels).toEqual([]);
  });
});

describe('fieldOfKey', () => {
  it('finds the field a server’s field key names', () => {
    expect(fieldOfKey('trigger.accounts.2')).toBe('trigger.accounts');
    expect(fieldOfKey('channels')).toBe('channels');
    expect(fieldOfKey('limits.perHour')).toBe('limits.perHour');
    expect(fieldOfKey('code')).toBe('code');
    expect(fieldOfKey('(body)')).toBeNull();
  });
});

describe('secondsText', () => {
  it.each([
    [45, '45 s'],
    [90, '90 s'],
    [300, '5 min'],
    [7200, '2 h'],
    [86_400, '24 h'],
  ])('reads %i s as %s', (seconds, text) => {
    expect(secondsText(seconds)).toBe(text);
  });
});

describe('statsSummary', () => {
  const stats = { launchesLastHour: 1, launchesLastDay: 2, spentLastDay: 0.5, refusedLastDay: 1 };
  it('says what a live rule spent, and what a dry run would have', () => {
    expect(statsSummary(stats, 'pump')).toContain('spent 0.5 SOL');
    expect(statsSummary(stats, 'pump', true)).toContain('would have spent 0.5 SOL');
  });
});
