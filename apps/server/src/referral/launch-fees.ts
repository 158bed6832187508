import { chainOfMode, type DeployMode, REFERRAL_SHARE } from '@launchdeck/protocol';

/** The coin a launch's fee is paid in: SOL for the Solana platforms, BNB for four.meme. */
export type FeeCurrency = 'SOL' | 'BNB';

/** Decimals of each coin's smallest unit: lamports (1e-9 SOL) and wei (1e-18 BNB). */
export const FEE_DECIMALS: Record<FeeCurrency, number> = { SOL: 9, BNB: 18 };

/** Our launch fee per deploy (LAUNCH_FEE_SOL, LAUNCH_FEE_BNB), in lamports and wei. */
export type LaunchFees = Record<FeeCurrency, bigint>;

/** The referrer's share in whole percent (DA §9: 7 %), so the ledger's math stays integer. */
const SHARE_PERCENT = BigInt(Math.round(REFERRAL_SHARE * 100));

export const currencyOf = (mode: DeployMode): FeeCurrency =>
  chainOfMode(mode) === 'bnb' ? 'BNB' : 'SOL';

/**
 * A decimal amount of a coin ("0.01") in its smallest unit, exactly (no float on the way); undefined
 * for anything but plain digits with at most `decimals` places.
 */
export function unitsOf(amount: string, decimals: number): bigint | undefined {
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) return undefined;
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** What one confirmed launch earns its user's referrer: the fee of every deploy, and 7 % of it. */
export type Earning = { currency: FeeCurrency; feeUnits: bigint; shareUnits: bigint };

export function earningOf(fees: LaunchFees, mode: DeployMode, deploys: number): Earning {
  const currency = currencyOf(mode);
  const feeUnits = fees[currency] * BigInt(deploys);
  return { currency, feeUnits, shareUnits: (feeUnits * SHARE_PERCENT) / 100n };
}
