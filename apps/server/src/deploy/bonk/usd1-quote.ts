import { USD1_MINT, usd1Required } from '@launchdeck/protocol';
import { Usd1BalanceError } from '../launcher.ts';
import type { SolanaRpc } from '../solana/rpc-client.ts';
import type { BonkQuote } from './quote.ts';

/** DA §5: the browser sends the typed USD1 amount divided by 1000. */
const USD1_PER_BUY_UNIT = 1000;

/** The typed USD1 amount of a usd1 request, to the mint's 6 decimals. */
export function usd1Amount(buyAmount: number): number {
  return Math.round(buyAmount * USD1_PER_BUY_UNIT * 1e6) / 1e6;
}

/**
 * usd1, EXPERIMENTAL (research §1c): bonk.fun's LaunchLab with USD1 as the quote. Confirmed: the
 * USD1 mint and its 6 decimals, and that the creator must hold USD1 for the first buy.
 * UNCONFIRMED: that PumpPortal's trade-local takes a quote mint for pool "bonk" at all, the
 * field's name (`quoteMint`), and that `amount` with denominatedInSol "false" is read as USD1
 * (for SOL-quoted pools it means tokens). Verify live before trusting a usd1 launch.
 */
export function usd1Quote(rpc: SolanaRpc): BonkQuote {
  return {
    mode: 'usd1',
    buyFields: (buyAmount) => ({
      denominatedInSol: 'false',
      amount: usd1Amount(buyAmount),
      quoteMint: USD1_MINT,
    }),
    async checkFunds(owner, buyAmount, signal) {
      const held = await rpc.getTokenBalance(owner, USD1_MINT, signal);
      const required = usd1Required(usd1Amount(buyAmount));
      if (held < required) throw new Usd1BalanceError(held, required);
    },
  };
}
