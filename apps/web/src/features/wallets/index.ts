export {
  useActiveWallet,
  useWallets,
  useWalletsController,
  useWalletsState,
  WalletsProvider,
} from './context.tsx';
export {
  createWalletsController,
  type WalletLimit,
  type WalletResult,
  type WalletsController,
  type WalletsDeps,
  type WalletsState,
} from './store.ts';
export { WALLET_MISSING_TEXT } from './strings.ts';
export { WalletMissingModal } from './WalletMissingModal.tsx';
export type { ActiveHandles } from './wallet-list.ts';
export { chainOf } from './wallet-list.ts';
export { type WalletSource, walletSource } from './wallet-source.ts';
