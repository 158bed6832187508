import type { StoredWallet, WalletNetwork } from '@launchdeck/protocol';
import { createStoreContext } from '../../lib/store-context.tsx';
import type { WalletsController } from './store.ts';
import { activeWalletOf } from './wallet-list.ts';

const Wallets = createStoreContext<WalletsController>('Wallets');

export const WalletsProvider = Wallets.Provider;

/** The wallet actions: import, set active, buy amount, delete, refresh. */
export const useWalletsController = Wallets.useController;

/** Reads one slice of the wallets state; re-renders only when that slice changes. */
export const useWalletsState = Wallets.useSelector;

/** Every imported wallet, Solana and BNB, in the order the server lists them. */
export function useWallets(): readonly StoredWallet[] {
  return Wallets.useSelector((state) => state.wallets);
}

/** The chain's active wallet (DA §3 api_wkey / api_wkey_bnb), or null when it has none. */
export function useActiveWallet(chain: WalletNetwork): StoredWallet | null {
  return Wallets.useSelector((state) => activeWalletOf(state.wallets, state.active, chain));
}
