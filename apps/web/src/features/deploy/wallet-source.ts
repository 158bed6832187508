import type { DeployMode, StoredWallet } from '@launchdeck/protocol';

export type WalletChain = 'solana' | 'bnb';

/** DA §5: bnb launches need the BNB wallet, every other mode the Solana one. */
export function chainOfMode(mode: DeployMode): WalletChain {
  return mode === 'bnb' ? 'bnb' : 'solana';
}

/**
 * What the deploy store needs of the wallets: the active one of a chain at the moment of use.
 * The app hands in the wallets store's `walletSource(wallets)` (features/wallets).
 */
export type WalletSource = { active: (chain: WalletChain) => StoredWallet | null };
