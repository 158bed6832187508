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

/** Quotes kept per cached Global and FeeConfig (a new state read starts afresh), by amount. */
const quotes = new WeakMap<Global, WeakMap<FeeConfig, Map<number, FirstBuyQuote>>>();
/** Amounts kept per state; past it the kept quotes are dropped (a trader's few amounts repeat). */
const QUOTES_MAX = 256;

/**
 * The first buy on a curve about to be created: the tokens `sol` buys at pump's initial reserves
 * and fees (the SDK's quote math, on the cached Global and FeeConfig), and the most it may cost.
 * A pure function of its arguments, so kept for the state objects it was asked with: a trader's
 * next launch of the same amount (a rule's every fire) does no BN arithmetic.
 */
export function quoteFirstBuy(global: Global, feeConfig: FeeConfig, sol: number): FirstBuyQuote {
  let byFees = quotes.get(global);
  if (!byFees) {
    byFees = new WeakMap();
    quotes.set(global, byFees);
  }
  let byAmount = byFees.get(feeConfig);
  if (!byAmount) {
    byAmount = new Map();
    byFees.set(feeConfig, byAmount);
  }
  const known = byAmount.get(sol);
  if (known) return known;
  const quote = computeFirstBuy(global, feeConfig, sol);
  if (byAmount.size >= QUOTES_MAX) byAmount.clear();
  byAmount.set(sol, quote);
  return quote;
}

function computeFirstBuy(global: Global, feeConfig: FeeConfig, sol: number): FirstBuyQuote {
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
