import { DEPLOY_MESSAGES, type DeployMode } from '@launchdeck/protocol';
import type { BnbSigner, SolanaSigner, WalletSigner } from '../wallets/signer.ts';
import { LaunchError } from './launcher.ts';

/** The signer of a Solana mode's launch; a BNB wallet is refused with the sentence that says so. */
export function solanaSigner(signer: WalletSigner, mode: DeployMode): SolanaSigner {
  if (signer.network !== 'solana') throw new LaunchError(DEPLOY_MESSAGES.wrongWalletNetwork(mode));
  return signer;
}

/** The signer of a bnb launch; a Solana wallet is refused with the sentence that says so. */
export function bnbSigner(signer: WalletSigner): BnbSigner {
  if (signer.network !== 'bnb') throw new LaunchError(DEPLOY_MESSAGES.wrongWalletNetwork('bnb'));
  return signer;
}
