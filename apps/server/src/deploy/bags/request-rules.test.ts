import type { BagsFeeSplit } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { makeLaunchRequest } from '../../../test/deploy/launch-request-fixture.ts';
import { BAGS_MESSAGES } from './messages.ts';
import { bagsDescription, bagsFieldError, feeClaimers, webLink } from './request-rules.ts';

const claimer = (username: string, bps: number) => ({
  username,
  provider: 'twitter' as const,
  bps,
});

describe('bagsFieldError', () => {
  it.each<[string, Parameters<typeof makeLaunchRequest>[0], string | null]>([
    ['a 32-character name', { name: 'N'.repeat(32) }, null],
    ['a 33-character name', { name: 'N'.repeat(33) }, BAGS_MESSAGES.nameTooLong(33)],
    ['a 10-character ticker', { ticker: 'T'.repeat(10) }, null],
    ['an 11-character ticker', { ticker: 'T'.repeat(11) }, BAGS_MESSAGES.symbolTooLong(11)],
    ['no split (creator 100 %)', { bags: undefined }, null],
    ['30/70 with a handle', { bags: { creatorBps: 3000, claimer: claimer('a', 7000) } }, null],
    ['0/100 with a handle', { bags: { creatorBps: 0, claimer: claimer('a', 10_000) } }, null],
    [
      'shares summing to 90 %',
      { bags: { creatorBps: 2000, claimer: claimer('a', 7000) } },
      BAGS_MESSAGES.splitNot100,
    ],
    [
      'a creator share under 100 % alone',
      { bags: { creatorBps: 9000, claimer: null } },
      BAGS_MESSAGES.splitNot100,
    ],
    [
      'a fractional share',
      { bags: { creatorBps: 2999.5, claimer: claimer('a', 7000.5) } },
      BAGS_MESSAGES.splitNot100,
    ],
    [
      'a negative share',
      { bags: { creatorBps: 11_000, claimer: claimer('a', -1000) } },
      BAGS_MESSAGES.splitNot100,
    ],
    [
      'a share without a handle',
      { bags: { creatorBps: 5000, claimer: claimer(' ', 5000) } },
      BAGS_MESSAGES.claimerWithoutHandle,
    ],
  ])('%s', (_what, overrides, expected) => {
    expect(bagsFieldError(makeLaunchRequest({ mode: 'bags', ...overrides }))).toBe(expected);
  });
});

describe('feeClaimers', () => {
  const split = (creatorBps: number, bps: number | null): BagsFeeSplit => ({
    creatorBps,
    claimer: bps === null ? null : claimer('a', bps),
  });

  it.each<[BagsFeeSplit, string | null, string[], number[]]>([
    [split(10_000, null), null, ['trader'], [10_000]],
    [split(3000, 7000), 'friend', ['trader', 'friend'], [3000, 7000]],
    [split(0, 10_000), 'friend', ['friend'], [10_000]],
    [split(10_000, 0), null, ['trader'], [10_000]],
  ])('%j with claimer wallet %s', (feeSplit, wallet, claimersArray, basisPointsArray) => {
    expect(feeClaimers(feeSplit, 'trader', wallet)).toEqual({ claimersArray, basisPointsArray });
  });
});

describe('bagsDescription', () => {
  it('writes one from the name, ticker and post link when the request has none', () => {
    expect(bagsDescription(makeLaunchRequest())).toBe(
      'Moon Dog ($MDOG), from https://x.com/someone/status/1',
    );
    expect(bagsDescription(makeLaunchRequest({ website: '' }))).toBe('Moon Dog');
  });

  it("keeps the request's own, cut to Bags' 1000 characters", () => {
    expect(bagsDescription(makeLaunchRequest({ description: ' Woof. ' }))).toBe('Woof.');
    expect(bagsDescription(makeLaunchRequest({ description: 'x'.repeat(1200) }))).toHaveLength(
      1000,
    );
  });
});

describe('webLink', () => {
  it.each([
    ['https://x.com/a', 'https://x.com/a'],
    ['http://example.com', 'http://example.com'],
    ['', undefined],
    ['x.com/a', undefined],
    ['javascript:alert(1)', undefined],
  ])('%s → %s', (text, expected) => {
    expect(webLink(text)).toBe(expected);
  });
});
