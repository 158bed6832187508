import type { AddressMarketSource } from '@launchdeck/protocol';

/** User-visible strings of an address's market line and its details (issue 52). */
export const MARKET_TEXT = {
  /** The line's short names: 'MC $31K · Liq $8.1K · 2m'. */
  marketCap: 'MC',
  liquidity: 'Liq',
  price: 'Price',
  /** A pair with none of the line's figures (only its page is known). */
  trading: 'trading',
  notTrading: 'not trading yet',
  /** The age of a pair made under 5 s ago. */
  now: 'now',
  /** The details' rows. */
  marketCapDetail: 'Market cap',
  liquidityDetail: 'Liquidity',
  fdv: 'FDV',
  volume24h: '24h volume',
  dex: 'DEX',
  source: 'Source',
  updated: 'Updated',
  updatedNow: 'just now',
  updatedAgo: (age: string) => `${age} ago`,
  openPair: 'Open pair',
} as const;

/** The line's accessible name, in words: 'Market cap $31K, liquidity $8.1K, pair 2 minutes old'. */
export const MARKET_WORDS = {
  marketCap: (usd: string) => `market cap ${usd}`,
  liquidity: (usd: string) => `liquidity ${usd}`,
  price: (usd: string) => `price ${usd}`,
  trading: 'trading',
  pairNew: 'pair just made',
  pairAge: (span: string) => `pair ${span} old`,
} as const;

/** Where the figures come from, as the details name it. */
export const MARKET_SOURCE_TEXT: Record<AddressMarketSource, string> = {
  dexscreener: 'DexScreener',
  launchdeck: 'Launchdeck launch',
};

/** The exchanges the sources name in lower case ('pumpswap'), as they spell themselves. */
export const DEX_NAMES: Readonly<Record<string, string>> = {
  raydium: 'Raydium',
  pumpswap: 'PumpSwap',
  pumpfun: 'Pump.fun',
  meteora: 'Meteora',
  orca: 'Orca',
  launchlab: 'LaunchLab',
  pancakeswap: 'PancakeSwap',
  uniswap: 'Uniswap',
  fourmeme: 'Four.meme',
};
