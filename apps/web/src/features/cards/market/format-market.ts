import type { AddressMarket } from '@launchdeck/protocol';
import { DEX_NAMES, MARKET_SOURCE_TEXT, MARKET_TEXT, MARKET_WORDS } from './strings.ts';

/** A BCP 47 locale as Intl takes it; undefined is the trader's own (the browser's). */
export type Locale = string | undefined;

const USD = { style: 'currency', currency: 'USD' } as const;

const FORMATS = {
  /**
   * '$31K', '$8.1K', '$1.3M', '$0.5': two significant digits, as the server compares a refreshed
   * market with the one sent (market-data/enricher.ts shownOf), so a card is sent again exactly
   * when this text would change.
   */
  compact: { ...USD, notation: 'compact', maximumSignificantDigits: 2 },
  /** The details' amounts, one digit finer than the line's: '$31.2K', '$184K', '$1.25M'. */
  detail: { ...USD, notation: 'compact', maximumSignificantDigits: 3 },
  /** '$1.23', '$12,345.60'. */
  cents: USD,
  /** '$0.00001234': the digits that tell one tiny price from another. */
  significant: { ...USD, maximumSignificantDigits: 4 },
} satisfies Record<string, Intl.NumberFormatOptions>;

/** Formatters are costly to make and a feed formats many numbers: one per kind and locale. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(kind: keyof typeof FORMATS, locale: Locale): Intl.NumberFormat {
  const key = `${kind} ${locale ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, FORMATS[kind]);
    formatters.set(key, made);
  }
  return made;
}

/** A USD amount (dollars), compact in the locale: 31_000 → '$31K', 8_100 → '$8.1K', 1_250_000 → '$1.3M'. */
export function formatUsd(usd: number, locale?: Locale): string {
  return formatter('compact', locale).format(usd);
}

/** A USD amount as the details show it: three significant digits ('$31.2K', '$184K'). */
export function formatUsdDetail(usd: number, locale?: Locale): string {
  return formatter('detail', locale).format(usd);
}

/** From this price up, compact like the other amounts ('$250K'): a price that high is rare. */
const COMPACT_PRICE_FROM = 100_000;

/**
 * One token's price in USD: under $1 to 4 significant digits ('$0.00001234', '$0.5'), then in
 * cents ('$1.23'), compact from $100K.
 */
export function formatPrice(usd: number, locale?: Locale): string {
  if (usd < 1) return formatter('significant', locale).format(usd);
  if (usd < COMPACT_PRICE_FROM) return formatter('cents', locale).format(usd);
  return formatUsd(usd, locale);
}

/** The exchange's own spelling ('pumpswap' → 'PumpSwap'); an unknown one capitalised. */
export function dexName(dex: string): string {
  return DEX_NAMES[dex.toLowerCase()] ?? dex.charAt(0).toUpperCase() + dex.slice(1);
}

/** How long ago something happened, as the line shows it and in words. */
export type ShortAge = {
  /** 'now', '40s', '2m', '3h', '5d'. */
  text: string;
  /** The number and unit in words ('2 minutes'), or null for 'now'. */
  words: string | null;
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Under this, 'now' (the post ages say the same, issue 50). */
export const NOW_UNDER_MS = 5 * SECOND;

const UNITS = [
  { ms: DAY, short: 'd', unit: 'day' },
  { ms: HOUR, short: 'h', unit: 'hour' },
  { ms: MINUTE, short: 'm', unit: 'minute' },
  { ms: SECOND, short: 's', unit: 'second' },
] as const;

/** An age in ms (below 0 reads as 0) in its largest whole unit, rounded down: 59.9 s is '59s'. */
export function shortAge(ms: number): ShortAge {
  const age = Math.max(0, ms);
  if (age < NOW_UNDER_MS) return { text: MARKET_TEXT.now, words: null };
  const { ms: size, short, unit } = UNITS.find((each) => age >= each.ms) ?? UNITS[3];
  const count = Math.floor(age / size);
  return { text: `${count}${short}`, words: `${count} ${unit}${count === 1 ? '' : 's'}` };
}

/** A pair's age on the line ('2m') and in its accessible name ('pair 2 minutes old'). */
export function pairAgeWords(age: ShortAge): string {
  return age.words === null ? MARKET_WORDS.pairNew : MARKET_WORDS.pairAge(age.words);
}

/** The line's figures, short ('MC $31K') and in words ('market cap $31K'), in the same order. */
export type MarketFigures = { parts: string[]; words: string[] };

/**
 * The figures the line shows of a trading address: market cap (its price when the cap is not
 * known) and liquidity (a bonding curve has none); the pair's age follows them, ticking.
 */
export function marketFigures(market: AddressMarket, locale?: Locale): MarketFigures {
  const parts: string[] = [];
  const words: string[] = [];
  if (market.marketCapUsd !== undefined) {
    const usd = formatUsd(market.marketCapUsd, locale);
    parts.push(`${MARKET_TEXT.marketCap} ${usd}`);
    words.push(MARKET_WORDS.marketCap(usd));
  } else if (market.priceUsd !== undefined) {
    const usd = formatPrice(market.priceUsd, locale);
    parts.push(`${MARKET_TEXT.price} ${usd}`);
    words.push(MARKET_WORDS.price(usd));
  }
  if (market.liquidityUsd !== undefined) {
    const usd = formatUsd(market.liquidityUsd, locale);
    parts.push(`${MARKET_TEXT.liquidity} ${usd}`);
    words.push(MARKET_WORDS.liquidity(usd));
  }
  return { parts, words };
}

/** The line's accessible name: 'Market cap $31K, liquidity $8.1K, pair 2 minutes old'. */
export function marketLabel(words: readonly string[], age?: ShortAge): string {
  const all = age ? [...words, pairAgeWords(age)] : [...words];
  const label = all.length > 0 ? all.join(', ') : MARKET_WORDS.trading;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** One row of the details: its name and value ('FDV', '$1.2M'). */
export type MarketDetail = { name: string; value: string };

/**
 * The details of a trading address, each row only when known: price, FDV, 24h volume, the DEX,
 * where the figures come from and how old they are at `now` (epoch ms, the clock `fetchedAt` is
 * on).
 */
export function marketDetails(market: AddressMarket, now: number, locale?: Locale): MarketDetail[] {
  const rows: MarketDetail[] = [];
  const usd = (name: string, value: number | undefined, format = formatUsdDetail) => {
    if (value !== undefined) rows.push({ name, value: format(value, locale) });
  };
  usd(MARKET_TEXT.price, market.priceUsd, formatPrice);
  usd(MARKET_TEXT.marketCapDetail, market.marketCapUsd);
  usd(MARKET_TEXT.liquidityDetail, market.liquidityUsd);
  usd(MARKET_TEXT.fdv, market.fdvUsd);
  usd(MARKET_TEXT.volume24h, market.volume24hUsd);
  if (market.dex) rows.push({ name: MARKET_TEXT.dex, value: dexName(market.dex) });
  rows.push({ name: MARKET_TEXT.source, value: MARKET_SOURCE_TEXT[market.source] });
  const updated = shortAge(now - market.fetchedAt);
  rows.push({
    name: MARKET_TEXT.updated,
    value: updated.words === null ? MARKET_TEXT.updatedNow : MARKET_TEXT.updatedAgo(updated.text),
  });
  return rows;
}
