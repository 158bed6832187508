import type { Chain, StoredWallet } from '@launchdeck/protocol';

/**
 * What the deploy store needs of the wallets: the active one of a chain at the moment of use
 * (DA §5: bnb launches need the BNB wallet, every other mode the Solana one, `chainOfMode`).
 * The app hands in the wallets store's `walletSource(wallets)` (features/wallets).
 */
export type WalletSource = { active: (chain: Chain) => StoredWallet | null };
