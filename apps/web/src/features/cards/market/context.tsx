import type { AddressMarket, Chain } from '@launchdeck/protocol';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Locale } from './format-market.ts';
import { createPairAgeTicker, type PairAgeTicker } from './pair-age-ticker.ts';

/** The key an address is found by: a bnb address in any case is the same address, solana's exact. */
const keyOf = (address: string, chain: Chain) =>
  `${chain}:${chain === 'bnb' ? address.toLowerCase() : address}`;

/**
 * Issue 52: the markets of the addresses a post carries, handed by its card (FeedCard) to the
 * address chips inside it, its text's, its pictures' and its alert's, however deep. Chat has no
 * provider: its chips show no market.
 */
const Markets = createContext<ReadonlyMap<string, AddressMarket> | null>(null);
Markets.displayName = 'AddressMarkets';

export function AddressMarketsProvider({
  markets,
  children,
}: {
  markets: readonly AddressMarket[] | undefined;
  children?: ReactNode;
}) {
  const byAddress = useMemo(
    () =>
      markets && markets.length > 0
        ? new Map(markets.map((market) => [keyOf(market.address, market.chain), market]))
        : null,
    [markets],
  );
  return <Markets.Provider value={byAddress}>{children}</Markets.Provider>;
}

/**
 * The market of an address on its chain, undefined while unknown (no entry) or outside a card.
 * An entry with no pair says "not trading yet" (isTrading).
 */
export function useAddressMarket(address: string, chain: Chain): AddressMarket | undefined {
  return useContext(Markets)?.get(keyOf(address, chain));
}

/** How market figures are shown: in which locale, and whose one interval ticks the pairs' ages. */
export type MarketFormat = { locale: Locale; ages: PairAgeTicker };

/**
 * The window's one pair-age ticker: idle (no interval) until a line shows an age, and again once
 * none does.
 */
const SHARED: MarketFormat = { locale: undefined, ages: createPairAgeTicker() };

const Format = createContext<MarketFormat>(SHARED);
Format.displayName = 'MarketFormat';

/**
 * Sets the locale of the market figures (the trader's own by default) or the pair-age ticker,
 * for tests: `Intl` in the test's own locale, a ticker on a test clock.
 */
export function MarketFormatProvider({
  locale,
  ages = SHARED.ages,
  children,
}: {
  locale?: Locale;
  ages?: PairAgeTicker;
  children?: ReactNode;
}) {
  const value = useMemo(() => ({ locale, ages }), [locale, ages]);
  return <Format.Provider value={value}>{children}</Format.Provider>;
}

export const useMarketFormat = () => useContext(Format);
