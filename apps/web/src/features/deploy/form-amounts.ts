import type { TrackerSettings } from '@launchdeck/protocol';
import { KEYS, read } from '../../lib/storage.ts';
import type { BuyCurrency, FormAmounts } from './form.ts';
import type { WalletSource } from './wallet-source.ts';

/** DA §3: where the form keeps each currency's buy amount as last typed. */
export const BUY_KEYS = {
  solana: KEYS.tokenBuyAmount,
  bnb: KEYS.tokenBnbBuyAmount,
  usd1: KEYS.tokenUsd1BuyAmount,
} as const;

/**
 * DA §3 / §5 buy amounts at open: the active wallet's own amount when it has one, else the amount
 * last typed in the form (tokenBuyAmount, …), else the settings' global amount; gwei as last typed.
 */
export function readFormAmounts(settings: TrackerSettings, wallets: WalletSource): FormAmounts {
  const fallbackAmounts: Record<BuyCurrency, number> = {
    solana: wallets.active('solana')?.buyAmount ?? settings.globalBuyAmount,
    bnb: wallets.active('bnb')?.buyAmount ?? settings.globalBnbBuyAmount,
    usd1: settings.globalUsd1BuyAmount,
  };
  const shown = (currency: BuyCurrency, own: number | undefined) =>
    own !== undefined
      ? String(own)
      : (read(BUY_KEYS[currency]) ?? String(fallbackAmounts[currency]));
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
