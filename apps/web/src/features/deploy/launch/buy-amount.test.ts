import { describe, expect, it } from 'vitest';
import { SOLANA_WALLET, settingsWith } from '../../../../test/features/deploy/support.tsx';
import { formatBuyAmount, launchBuyAmount } from './buy-amount.ts';

const form = (mode: 'pump' | 'bnb' | 'usd1', typed: string) => ({
  mode,
  buyAmounts: { solana: mode === 'pump' ? typed : '', bnb: mode === 'bnb' ? typed : '', usd1: '' },
  fallbackAmounts: { solana: 5, bnb: 1.5, usd1: 1000 },
});

describe('launchBuyAmount, the one getter of what a launch spends (issue 50)', () => {
  it('in the form: the amount as typed, else the fallback it opened with (DA §9: 5 SOL)', () => {
    expect(launchBuyAmount({ place: 'form', form: form('pump', '2.5') })).toBe(2.5);
    expect(launchBuyAmount({ place: 'form', form: form('pump', ' ') })).toBe(5);
    expect(launchBuyAmount({ place: 'form', form: form('bnb', '') })).toBe(1.5);
    expect(launchBuyAmount({ place: 'form', form: form('usd1', '') })).toBe(1000);
  });

  it("from the feed: the wallet's own amount, else the global one, else DA §9's 7 SOL", () => {
    const settings = settingsWith();
    const feed = (mode: 'pump' | 'bnb' | 'usd1', wallet = SOLANA_WALLET, patch = {}) =>
      launchBuyAmount({ place: 'feed', mode, settings: { ...settings, ...patch }, wallet });
    expect(feed('pump')).toBe(7);
    expect(feed('pump', SOLANA_WALLET, { globalBuyAmount: 3 })).toBe(3);
    expect(feed('pump', { ...SOLANA_WALLET, buyAmount: 0.5 }, { globalBuyAmount: 3 })).toBe(0.5);
    expect(feed('bnb')).toBe(1.5);
    // usd1 has no per-wallet amount: the global USD1 amount as typed.
    expect(feed('usd1', { ...SOLANA_WALLET, buyAmount: 0.5 })).toBe(1000);
  });

  it('names the amount in its unit', () => {
    expect(formatBuyAmount('pump', 7)).toBe('7 SOL');
    expect(formatBuyAmount('bnb', 0.1 + 0.2)).toBe('0.3 BNB');
    expect(formatBuyAmount('usd1', 1000)).toBe('1000 USD1');
  });
});
