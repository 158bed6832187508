import { describe, expect, it } from 'vitest';
import {
  BAGS_CREATOR_ONLY,
  type BagsFeeSplit,
  bagsClaimerHandle,
  bagsCreatorShare,
  bagsFeeSplit,
  bagsSharesAddUp,
  bagsSplitProblem,
  isBagsClaimerHandle,
} from './bags-fees.ts';

const claimer = (username: string, bps: number) => ({
  username,
  provider: 'twitter' as const,
  bps,
});

describe('Bags fee split (DA §5)', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [33.4, 33],
    [33.5, 34],
    [100, 100],
    [140, 100],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('keeps a creator share of %d at %d', (share, kept) => {
    expect(bagsCreatorShare(share)).toBe(kept);
  });

  it.each([
    ['kaito', 'kaito'],
    ['@kaito_fan', 'kaito_fan'],
    ['  @@kaito  ', 'kaito'],
    ['ka@ito', 'kaito'],
    ['kai to', 'kai to'],
    ['@', ''],
    ['   ', ''],
    ['', ''],
    [undefined, ''],
  ])('reads the claimer %j as %j', (value, handle) => {
    expect(bagsClaimerHandle(value)).toBe(handle);
  });

  it.each([
    ['degen_kaito', true],
    ['a'.repeat(15), true],
    ['a'.repeat(16), false],
    ['jay.bsky.social', false],
    ['kai to', false],
    ['<b>x</b>', false],
    ['', false],
  ])('takes %j as a claimer handle: %s', (handle, ok) => {
    expect(isBagsClaimerHandle(handle)).toBe(ok);
  });

  it.each<[string, string | undefined, number | undefined, BagsFeeSplit]>([
    ['30 % to the creator', 'kaito', 30, { creatorBps: 3000, claimer: claimer('kaito', 7000) }],
    ['0 % to the creator', 'kaito', 0, { creatorBps: 0, claimer: claimer('kaito', 10_000) }],
    ['no share sent', 'kaito', undefined, { creatorBps: 0, claimer: claimer('kaito', 10_000) }],
    ['100 % to the creator', 'kaito', 100, BAGS_CREATOR_ONLY],
    ['a fraction, rounded', 'kaito', 33.333, { creatorBps: 3333, claimer: claimer('kaito', 6667) }],
    ['half a basis point', 'kaito', 12.345, { creatorBps: 1235, claimer: claimer('kaito', 8765) }],
    [
      "the claimer's '@'s and spaces",
      ' @kaito ',
      25,
      { creatorBps: 2500, claimer: claimer('kaito', 7500) },
    ],
    ['no claimer', '', 30, BAGS_CREATOR_ONLY],
    ['no claimer sent', undefined, 30, BAGS_CREATOR_ONLY],
    ["a claimer of only '@'", '@', 30, BAGS_CREATOR_ONLY],
  ])('%s', (_what, handle, share, split) => {
    expect(bagsFeeSplit(handle, share)).toEqual(split);
  });

  it.each<[number | undefined, number | undefined, boolean]>([
    [30, 70, true],
    [30, 60, false],
    [30, undefined, true],
    [undefined, undefined, true],
    [undefined, 100, true],
    [0, 0, false],
    [33.3, 66.7, true],
  ])('creator %s %% and claimer %s %% add up: %s', (creator, claimerShare, ok) => {
    expect(bagsSharesAddUp(creator, claimerShare)).toBe(ok);
  });

  it.each<[string, BagsFeeSplit, ReturnType<typeof bagsSplitProblem>]>([
    ['the creator alone', BAGS_CREATOR_ONLY, null],
    ['30/70 with a handle', { creatorBps: 3000, claimer: claimer('a', 7000) }, null],
    ['0/100 with a handle', { creatorBps: 0, claimer: claimer('a', 10_000) }, null],
    ['100/0 with a handle', { creatorBps: 10_000, claimer: claimer('a', 0) }, null],
    ['a 0 share without a handle', { creatorBps: 10_000, claimer: claimer('', 0) }, null],
    ['shares summing to 90 %', { creatorBps: 2000, claimer: claimer('a', 7000) }, 'not100'],
    ['a creator under 100 % alone', { creatorBps: 9000, claimer: null }, 'not100'],
    ['fractional shares', { creatorBps: 2999.5, claimer: claimer('a', 7000.5) }, 'not100'],
    ['a negative share', { creatorBps: 11_000, claimer: claimer('a', -1000) }, 'not100'],
    [
      'a share without a handle',
      { creatorBps: 5000, claimer: claimer(' ', 5000) },
      'claimerWithoutHandle',
    ],
  ])('%s', (_what, split, problem) => {
    expect(bagsSplitProblem(split)).toBe(problem);
  });
});
