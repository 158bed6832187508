import { z } from 'zod';
import { ChainSchema } from './chain.ts';
import { HttpUrl } from './http-url.ts';

/**
 * Issue 52: the market of a contract address a post carries, from DexScreener's public API
 * (`GET /tokens/v1/{chainId}/{tokenAddresses}`) or from one of our own launches. USD amounts are
 * plain numbers (dollars); times are epoch milliseconds. An address with no trading pair carries
 * only `{address, chain, source, fetchedAt}`: "not trading yet".
 */
export const ADDRESS_MARKET_SOURCES = ['dexscreener', 'launchdeck'] as const;
export const AddressMarketSourceSchema = z.enum(ADDRESS_MARKET_SOURCES);
export type AddressMarketSource = z.infer<typeof AddressMarketSourceSchema>;

const usd = z.number().finite().nonnegative();
const epochMs = z.number().int().nonnegative();

export const AddressMarket = z.object({
  address: z.string().min(1).max(64),
  chain: ChainSchema,
  /** One token's price in USD. */
  priceUsd: usd.optional(),
  marketCapUsd: usd.optional(),
  /** Fully diluted valuation: the price times the whole supply. */
  fdvUsd: usd.optional(),
  /** The pair's pooled liquidity in USD (absent on a bonding curve, which has no pool). */
  liquidityUsd: usd.optional(),
  volume24hUsd: usd.optional(),
  /** When the pair was made (epoch ms): the card shows its age. */
  pairCreatedAt: epochMs.optional(),
  /** The exchange the pair trades on, as the source names it ('raydium', 'pumpswap', 'pancakeswap'). */
  dex: z.string().min(1).max(40).optional(),
  /** The pair's page (DexScreener), or the launch's trading page (our own launches). */
  pairUrl: HttpUrl.optional(),
  source: AddressMarketSourceSchema,
  /** When the figures were read (epoch ms). */
  fetchedAt: epochMs,
});
export type AddressMarket = z.infer<typeof AddressMarket>;

/** True when the address has a trading pair: anything beyond the bare "not trading yet" answer. */
export function isTrading(market: AddressMarket): boolean {
  return (
    market.pairCreatedAt !== undefined ||
    market.priceUsd !== undefined ||
    market.marketCapUsd !== undefined ||
    market.liquidityUsd !== undefined ||
    market.pairUrl !== undefined
  );
}
