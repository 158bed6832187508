import {
  ACCOUNT_SECURITY_MESSAGES,
  spendCapReachedMessage,
  type WalletNetwork,
} from '@launchdeck/protocol';
import type { LaunchClaim } from '../launches/index.ts';
import type { LaunchRequest } from './launcher.ts';

const UNIT: Record<WalletNetwork, string> = { solana: 'SOL', bnb: 'BNB' };

/**
 * What a launch writes against its wallet's daily cap when its row is claimed: each token's buy (a
 * multi-deploy buys once per token). A simulated launch (the offline launcher) spends nothing and
 * counts against no cap.
 */
export function launchSpend(launch: LaunchRequest, simulated: boolean): number {
  return simulated ? 0 : launch.buyAmount * launch.multiDeploy;
}

/**
 * The sentence for a claim the daily cap or the administrator's 2FA requirement refused, else
 * undefined. `needed` is the launch's spend (launchSpend), in the wallet's unit.
 */
export function spendRefusal(
  claim: LaunchClaim,
  network: WalletNetwork,
  needed: number,
): string | undefined {
  if (claim.kind === 'lacksTwoFactor') return ACCOUNT_SECURITY_MESSAGES.setupRequired;
  if (claim.kind === 'capped')
    return spendCapReachedMessage(needed, claim.spent, claim.cap, UNIT[network]);
  return undefined;
}
