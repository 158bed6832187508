import type { WalletNetwork } from '@launchdeck/protocol';
import { Modal } from '../modal/index.ts';
import { useWalletsController } from './context.tsx';
import { WALLET_MISSING_TEXT } from './strings.ts';

type Props = {
  /** The chain the deploy needs a wallet on. */
  chain: WalletNetwork;
  onClose: () => void;
};

/**
 * FC §2 / DA §2 wallet-import prompt: 'No Solana Wallet Imported' or 'No BNB Wallet Imported';
 * 'Go to Deploy Settings' closes it and opens the Deploy Settings modal at Wallets.
 */
export function WalletMissingModal({ chain, onClose }: Props) {
  const { openWalletSettings } = useWalletsController();
  return (
    <Modal
      title={WALLET_MISSING_TEXT.title[chain]}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {WALLET_MISSING_TEXT.cancel}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            data-autofocus
            onClick={() => {
              onClose();
              openWalletSettings();
            }}
          >
            {WALLET_MISSING_TEXT.goToSettings}
          </button>
        </>
      }
    >
      <p>{WALLET_MISSING_TEXT.body[chain]}</p>
    </Modal>
  );
}
