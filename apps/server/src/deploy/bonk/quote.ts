import type { TradeLocalCreate } from './pumpportal-client.ts';

/** What a bonk launch's first buy is paid in: the parts of trade-local's body and checks that differ. */
export type BonkQuote = {
  readonly mode: 'bonk' | 'usd1';
  /** trade-local's fields for the first buy of `buyAmount` (the request's, as the browser sent it). */
  buyFields(buyAmount: number): Pick<TradeLocalCreate, 'denominatedInSol' | 'amount' | 'quoteMint'>;
  /** Refuses, before the transaction is asked for, a launch the wallet cannot pay for. */
  checkFunds(owner: string, buyAmount: number, signal: AbortSignal): Promise<void>;
};

/**
 * bonk: the first buy in SOL. The SOL balance is not read first: the RPC's preflight refuses an
 * under-funded launch anyway, and its answer already maps to a sentence (rpc-errors.ts).
 */
export const SOL_QUOTE: BonkQuote = {
  mode: 'bonk',
  buyFields: (buyAmount) => ({ denominatedInSol: 'true', amount: buyAmount }),
  checkFunds: async () => {},
};
