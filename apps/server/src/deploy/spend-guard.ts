import {
  ACCOUNT_SECURITY_MESSAGES,
  spendCapReachedMessage,
  type WalletNetwork,
} from '@launchdeck/protocol';
import type { SpendCaps } from '../wallets/spend-caps.ts';
import { LaunchError, type LaunchRequest } from './launcher.ts';

/** Gives a launch's spend back: it was refused before anything was sent. */
export type ReleaseSpend = () => Promise<void>;

/**
 * Checked once per launch before anything is signed: the administrator's 2FA requirement, and the
 * wallet's daily spend cap (the launch's buys written against it). Throws the sentence to show.
 */
export type SpendGuard = (
  wallet: { walletId: string; network: WalletNetwork },
  launch: LaunchRequest,
) => Promise<ReleaseSpend>;

const UNIT: Record<WalletNetwork, string> = { solana: 'SOL', bnb: 'BNB' };

export function spendGuard(caps: Pick<SpendCaps, 'reserve' | 'release'>): SpendGuard {
  return async (wallet, launch) => {
    // A multi-deploy buys once per token.
    const amount = launch.buyAmount * launch.multiDeploy;
    const reservation = await caps.reserve(wallet.walletId, launch.requestId, amount);
    if (reservation.kind === 'lacksTwoFactor')
      throw new LaunchError(ACCOUNT_SECURITY_MESSAGES.setupRequired);
    if (reservation.kind === 'capped')
      throw new LaunchError(
        spendCapReachedMessage(reservation.spent, reservation.cap, UNIT[wallet.network]),
      );
    const { id } = reservation;
    return async () => {
      if (id !== undefined) await caps.release(id);
    };
  };
}
