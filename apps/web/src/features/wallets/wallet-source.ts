import type { StoredWallet, WalletNetwork } from '@launchdeck/protocol';
import type { WalletsController } from './store.ts';
import { activeWalletOf, chainOf } from './wallet-list.ts';

/** The wallets as a framework-free store needs them (the deploy form's wallet selector). */
export type WalletSource = {
  list: (chain: WalletNetwork) => StoredWallet[];
  active: (chain: WalletNetwork) => StoredWallet | null;
  /** Makes the chain's wallet with this handle the active one. */
  setActive: (chain: WalletNetwork, apiKey: string) => void;
  /** Runs on any change, from this window or another. */
  subscribe: (listener: () => void) => () => void;
};

/** The wallets store seen as a WalletSource, so changes made through it reach every reader. */
export function walletSource(controller: WalletsController): WalletSource {
  const { store } = controller;
  return {
    list: (chain) => store.getState().wallets.filter((wallet) => chainOf(wallet) === chain),
    active: (chain) => {
      const { wallets, active } = store.getState();
      return activeWalletOf(wallets, active, chain);
    },
    setActive: (chain, apiKey) => {
      const wallet = store
        .getState()
        .wallets.find((w) => w.api_key === apiKey && chainOf(w) === chain);
      if (wallet) controller.setActive(wallet.id);
    },
    subscribe: (listener) => store.subscribe(() => listener()),
  };
}
