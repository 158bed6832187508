import { DEFAULT_TRACKER_SETTINGS, globalSolBuyAmount } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { deploySettingsDefaults } from './settings-transfer.ts';

describe('deploySettingsDefaults (DA §2 reset)', () => {
  it('sets the global SOL buy amount to the reset reading, 7 (DA §9)', () => {
    const reset = { ...DEFAULT_TRACKER_SETTINGS, globalBuyAmount: 2, ...deploySettingsDefaults() };
    expect(reset.globalBuyAmount).toBe(7);
    expect(globalSolBuyAmount(reset)).toBe(7);
  });

  it('brings the other deploy amounts back to their defaults and leaves feed settings out', () => {
    const reset = deploySettingsDefaults();
    expect(reset).toMatchObject({ globalBnbBuyAmount: 1.5, globalUsd1BuyAmount: 1000 });
    expect(reset).not.toHaveProperty('pauseOnHover');
  });
});
