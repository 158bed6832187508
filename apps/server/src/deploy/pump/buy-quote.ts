import type { FeeConfig, Global } from '@pump-fun/pump-sdk';
import BN from 'bn.js';
import { NATIVE_MINT } from './addresses.ts';
import { pumpSdk } from './sdk.ts';

const LAMPORTS_PER_SOL = 1_000_000_000;

/** The SDK's first-buy slippage: the buy may spend 1 % more than quoted (slippage 1 = 10/1000). */
const SLIPPAGE_PER_MILLE = 10n;

export type FirstBuyQuote = { lamports: bigint; tokenAmount: bigint; maxSolCost: bigint };

/** DA §5's buy amount (SOL, a decimal) in lamports. */
export function lamportsOf(sol: number): bigint {
  return BigInt(Math.round(sol * LAMPORTS_PER_SOL));
}

/**
 * The first buy on a curve about to be created: the tokens `sol` buys at pump's initial reserves
 * and fees (the SDK's quote math, on the cached Global and FeeConfig), and the most it may cost.
 */
export function quoteFirstBuy(global: Global, feeConfig: FeeConfig, sol: number): FirstBuyQuote {
  const lamports = lamportsOf(sol);
  const tokens = pumpSdk().getBuyTokenAmountFromSolAmount({
    global,
    feeConfig,
    mintSupply: null,
    bondingCurve: null,
    amount: new BN(lamports.toString()),
    quoteMint: NATIVE_MINT,
  });
  return {
    lamports,
    tokenAmount: BigInt(tokens.toString()),
    maxSolCost: lamports + (lamports * SLIPPAGE_PER_MILLE) / 1000n,
  };
}
