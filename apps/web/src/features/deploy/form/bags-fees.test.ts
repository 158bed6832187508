import { describe, expect, it } from 'vitest';
import { bagsRequestFields, claimerInput, effectiveSplit } from './bags-fees.ts';

describe('bags fees (DA §5)', () => {
  it.each([
    ['@degenkaito', 'degenkaito'],
    ['@@a_b', 'a_b'],
    [' kai to ', 'kaito'],
    ['', ''],
  ])("strips '@' and spaces from %j", (typed, kept) => {
    expect(claimerInput(typed)).toBe(kept);
  });

  it('gives the claimer 100 minus the creator share, and the creator all without a claimer', () => {
    expect(effectiveSplit({ claimer: 'kaito', creatorShare: 0 })).toEqual({
      creator: 0,
      claimer: 100,
    });
    expect(effectiveSplit({ claimer: 'kaito', creatorShare: 35 })).toEqual({
      creator: 35,
      claimer: 65,
    });
    expect(effectiveSplit({ claimer: '', creatorShare: 35 })).toEqual({ creator: 100, claimer: 0 });
  });

  it('sends the split a launch will get', () => {
    expect(bagsRequestFields({ claimer: 'kaito', creatorShare: 20 })).toEqual({
      bags_fee_claimer: 'kaito',
      bags_creator_share: 20,
      bags_fee_claimer_share: 80,
    });
    expect(bagsRequestFields({ claimer: '', creatorShare: 0 })).toEqual({
      bags_fee_claimer: '',
      bags_creator_share: 100,
      bags_fee_claimer_share: 0,
    });
  });
});
