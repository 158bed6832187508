import {
  buyAmountOrDefault,
  DEFAULT_TRACKER_SETTINGS,
  globalSolBuyAmount,
  SOL_BUY_AMOUNT_READINGS,
  TrackerSettings,
} from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { SOLANA_WALLET, settingsWith } from '../../../../test/features/deploy/support.tsx';
import { buildCreateTokenRequest } from '../launch/request.ts';
import { quickBuyAmount } from '../toolbar/toolbar-launch.ts';
import type { WalletSource } from '../wallet-source.ts';
import { emptyForm } from './form.ts';
import { readFormAmounts } from './form-amounts.ts';

const noWallets: WalletSource = { active: () => null };
const sender = { sessionId: 'sess-alice', apiKey: SOLANA_WALLET.api_key, requestId: 'request-1' };

/** What a form opened with these settings sends when its SOL field is left blank. */
function sentWhenBlank(settings: TrackerSettings) {
  const amounts = readFormAmounts(settings, noWallets);
  const form = emptyForm('pump', { ...amounts, buyAmounts: { ...amounts.buyAmounts, solana: '' } });
  const built = buildCreateTokenRequest({ ...form, name: 'Frog', ticker: 'FROG' }, sender);
  if (!built.ok) throw new Error(built.error);
  return built.request.buy_amount;
}

/** DA §9: each place's reading of the SOL buy amount when the trader set none. */
const places: Array<[string, () => number, number]> = [
  [
    'the overlay (the form as it opens)',
    () => Number(readFormAmounts(DEFAULT_TRACKER_SETTINGS, noWallets).buyAmounts.solana),
    5,
  ],
  ['the blur fallback (a blank field)', () => sentWhenBlank(DEFAULT_TRACKER_SETTINGS), 5],
  ['the blur fallback of the shared rule', () => buyAmountOrDefault('pump', ''), 5],
  ['the selection toolbar', () => quickBuyAmount('pump', DEFAULT_TRACKER_SETTINGS, null), 7],
  ['the getter fallback', () => globalSolBuyAmount(DEFAULT_TRACKER_SETTINGS), 7],
  [
    'the getter fallback of an unreadable stored amount',
    () => globalSolBuyAmount(TrackerSettings.parse({ globalBuyAmount: 'lots' })),
    7,
  ],
];

describe('the SOL buy amount readings by place (DA §9)', () => {
  it.each(places)('reads %s as its own default', (_, read, expected) => {
    expect(read()).toBe(expected);
  });

  it('names each reading once', () => {
    expect(SOL_BUY_AMOUNT_READINGS).toEqual({
      overlay: 5,
      blur: 5,
      toolbar: 7,
      getter: 7,
      reset: 7,
    });
  });

  it('lets an amount the trader set rule every place alike', () => {
    const settings = settingsWith({ globalBuyAmount: 2 });
    expect(readFormAmounts(settings, noWallets).buyAmounts.solana).toBe('2');
    expect(sentWhenBlank(settings)).toBe(2);
    expect(quickBuyAmount('pump', settings, null)).toBe(2);
    expect(globalSolBuyAmount(settings)).toBe(2);
  });

  it('reads bnb and usd1 the same everywhere: 1.5 and 1000', () => {
    const amounts = readFormAmounts(DEFAULT_TRACKER_SETTINGS, noWallets);
    expect(amounts.buyAmounts).toMatchObject({ bnb: '1.5', usd1: '1000' });
    expect(quickBuyAmount('bnb', DEFAULT_TRACKER_SETTINGS, null)).toBe(1.5);
    expect(quickBuyAmount('usd1', DEFAULT_TRACKER_SETTINGS, null)).toBe(1000);
  });
});
