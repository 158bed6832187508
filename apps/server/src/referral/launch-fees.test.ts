import { describe, expect, it } from 'vitest';
import { earningOf, unitsOf } from './launch-fees.ts';

const FEES = { SOL: 10_000_000n, BNB: 2_500_000_000_000_000n };

describe('unitsOf', () => {
  it.each([
    ['0.01', 9, 10_000_000n],
    ['1', 9, 1_000_000_000n],
    ['0.0025', 18, 2_500_000_000_000_000n],
    ['12.5', 2, 1250n],
    ['0', 9, 0n],
  ])('%s with %d decimals is %s units', (amount, decimals, units) => {
    expect(unitsOf(amount, decimals)).toBe(units);
  });

  it.each(['', '.5', '1.', '-1', '1e3', '0x10', '1.0000000001', '1 000', 'NaN'])(
    'refuses %j',
    (amount) => {
      expect(unitsOf(amount, 9)).toBeUndefined();
    },
  );
});

describe('earningOf', () => {
  it('charges one fee per deploy and gives the referrer 7 % of it, in the chain coin', () => {
    expect(earningOf(FEES, 'pump', 1)).toEqual({
      currency: 'SOL',
      feeUnits: 10_000_000n,
      shareUnits: 700_000n,
    });
    expect(earningOf(FEES, 'bonk', 3)).toEqual({
      currency: 'SOL',
      feeUnits: 30_000_000n,
      shareUnits: 2_100_000n,
    });
    expect(earningOf(FEES, 'bnb', 1)).toEqual({
      currency: 'BNB',
      feeUnits: 2_500_000_000_000_000n,
      shareUnits: 175_000_000_000_000n,
    });
    for (const mode of ['bags', 'usd1'] as const)
      expect(earningOf(FEES, mode, 1).currency).toBe('SOL');
  });

  it('rounds the share down to a whole unit, never up', () => {
    expect(earningOf({ SOL: 15n, BNB: 0n }, 'pump', 1).shareUnits).toBe(1n);
    expect(earningOf({ SOL: 14n, BNB: 0n }, 'pump', 1).shareUnits).toBe(0n);
  });
});
