import { DEPLOY_MESSAGES, type WalletNetwork } from '@launchdeck/protocol';

/** FC §2 / DA §2 wallet-missing modal: the spec's title and button, our sentence between them. */
export const WALLET_MISSING_TEXT = {
  title: {
    solana: DEPLOY_MESSAGES.noSolanaWalletTitle,
    bnb: DEPLOY_MESSAGES.noBnbWalletTitle,
  } satisfies Record<WalletNetwork, string>,
  // Ours: what to do, and where.
  body: {
    solana:
      'Deploying on pump, bonk, bags or usd1 needs a Solana wallet. Import its private key under Deploy Settings → Wallets.',
    bnb: 'Deploying on bnb needs a BNB Chain wallet. Import its private key under Deploy Settings → Wallets.',
  } satisfies Record<WalletNetwork, string>,
  goToSettings: DEPLOY_MESSAGES.goToDeploySettings,
  cancel: 'Cancel',
} as const;
