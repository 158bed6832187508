import { SOL_BUY_AMOUNT_READINGS, type TrackerSettings } from '@launchdeck/protocol';
import { KEYS, read } from '../../../lib/storage.ts';
import type { WalletSource } from '../wallet-source.ts';
import type { BuyCurrency, FormAmounts } from './form.ts';

/** DA §3: where the form keeps each currency's buy amount as last typed. */
export const BUY_KEYS = {
  solana: KEYS.tokenBuyAmount,
  bnb: KEYS.tokenBnbBuyAmount,
  usd1: KEYS.tokenUsd1BuyAmount,
} as const;

/**
 * DA §3 / §5 buy amounts at open: the active wallet's own amount when it has one, else the amount
 * last typed in the form (tokenBuyAmount, …), else the settings' global amount; gwei as last typed.
 * DA §9: a SOL amount the trader never set reads 5 here, in the overlay (shown) and on blur (a
 * blank field), not the getter's 7.
 */
export function readFormAmounts(settings: TrackerSettings, wallets: WalletSource): FormAmounts {
  const solana = wallets.active('solana')?.buyAmount ?? settings.globalBuyAmount;
  const fallbackAmounts: Record<BuyCurrency, number> = {
    solana: solana ?? SOL_BUY_AMOUNT_READINGS.blur,
    bnb: wallets.active('bnb')?.buyAmount ?? settings.globalBnbBuyAmount,
    usd1: settings.globalUsd1BuyAmount,
  };
  const atOpen = { ...fallbackAmounts, solana: solana ?? SOL_BUY_AMOUNT_READINGS.overlay };
  const shown = (currency: BuyCurrency, own: number | undefined) =>
    own !== undefined ? String(own) : (read(BUY_KEYS[currency]) ?? String(atOpen[currency]));
  return {
    buyAmounts: {
      solana: shown('solana', wallets.active('solana')?.buyAmount),
      bnb: shown('bnb', wallets.active('bnb')?.buyAmount),
      usd1: shown('usd1', undefined),
    },
    fallbackAmounts,
    gwei: read(KEYS.bnbGwei) ?? '',
  };
}
