import type { AddressMarket } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import {
  dexName,
  formatPrice,
  formatUsd,
  marketDetails,
  marketFigures,
  marketLabel,
  shortAge,
} from './format-market.ts';

const EN = 'en-US';
const NOW = 1_790_000_000_000;

const market = (fields: Partial<AddressMarket> = {}): AddressMarket => ({
  address: '5fLWHE32UmaneufHTx43a3QwLqZKN6YQM4uqGUmipump',
  chain: 'solana',
  source: 'dexscreener',
  fetchedAt: NOW - 30_000,
  ...fields,
});

describe('formatUsd', () => {
  it.each([
    [31_000, '$31K'],
    [8_100, '$8.1K'],
    [1_250_000, '$1.3M'],
    [6_200, '$6.2K'],
    // Two significant digits, as the server compares a refreshed market (enricher.ts shownOf).
    [31_400, '$31K'],
    [120, '$120'],
    [999, '$1K'],
    [0, '$0'],
    [2_500_000_000, '$2.5B'],
  ])('%d → %s', (usd, shown) => {
    expect(formatUsd(usd, EN)).toBe(shown);
  });

  it("follows the trader's locale", () => {
    expect(formatUsd(1_250_000, 'de-DE')).toMatch(/^1,3\sMio\.\s\$$/);
  });
});

describe('formatPrice', () => {
  it.each([
    [0.00001234, '$0.00001234'],
    [0.000000001234567, '$0.000000001235'],
    [0.5, '$0.5'],
    [1.23456, '$1.23'],
    [12_345.6, '$12,345.60'],
    [250_000, '$250K'],
  ])('%d → %s', (usd, shown) => {
    expect(formatPrice(usd, EN)).toBe(shown);
  });
});

describe('shortAge', () => {
  it.each([
    [-2000, 'now', null],
    [0, 'now', null],
    [4999, 'now', null],
    [5000, '5s', '5 seconds'],
    [40_000, '40s', '40 seconds'],
    [59_999, '59s', '59 seconds'],
    [60_000, '1m', '1 minute'],
    [2 * 60_000 + 59_000, '2m', '2 minutes'],
    [3 * 3_600_000, '3h', '3 hours'],
    [5 * 86_400_000 + 3_600_000, '5d', '5 days'],
  ])('%d ms → %s', (ms, text, words) => {
    expect(shortAge(ms)).toEqual({ text, words });
  });
});

describe('marketFigures and marketLabel', () => {
  it('shows market cap and liquidity, short and in words', () => {
    const figures = marketFigures(market({ marketCapUsd: 31_000, liquidityUsd: 8_100 }), EN);
    expect(figures.parts).toEqual(['MC $31K', 'Liq $8.1K']);
    expect(marketLabel(figures.words, shortAge(2 * 60_000))).toBe(
      'Market cap $31K, liquidity $8.1K, pair 2 minutes old',
    );
  });

  it('leaves out what is not known: a bonding curve has no liquidity', () => {
    const figures = marketFigures(market({ marketCapUsd: 6_200, priceUsd: 0.0000062 }), EN);
    expect(figures.parts).toEqual(['MC $6.2K']);
    expect(marketLabel(figures.words, shortAge(40_000))).toBe(
      'Market cap $6.2K, pair 40 seconds old',
    );
  });

  it('falls back on the price when the market cap is not known', () => {
    const figures = marketFigures(market({ priceUsd: 0.00001234 }), EN);
    expect(figures.parts).toEqual(['Price $0.00001234']);
  });

  it('names a pair with no figures by its age alone, or as trading', () => {
    const none = marketFigures(market({ pairUrl: 'https://dexscreener.com/solana/x' }), EN);
    expect(none.parts).toEqual([]);
    expect(marketLabel(none.words, shortAge(1000))).toBe('Pair just made');
    expect(marketLabel(none.words)).toBe('Trading');
  });
});

describe('marketDetails', () => {
  it('lists each known figure, the DEX, the source and how old the figures are', () => {
    const rows = marketDetails(
      market({
        priceUsd: 0.00001234,
        fdvUsd: 1_234_000,
        volume24hUsd: 420_000,
        marketCapUsd: 31_000,
        dex: 'pumpswap',
      }),
      NOW,
      EN,
    );
    expect(rows).toEqual([
      { name: 'Price', value: '$0.00001234' },
      // One digit finer than the line's '$31K'.
      { name: 'Market cap', value: '$31K' },
      { name: 'FDV', value: '$1.23M' },
      { name: '24h volume', value: '$420K' },
      { name: 'DEX', value: 'PumpSwap' },
      { name: 'Source', value: 'DexScreener' },
      { name: 'Updated', value: '30s ago' },
    ]);
  });

  it('names our own launches and fresh figures', () => {
    const rows = marketDetails(market({ source: 'launchdeck', fetchedAt: NOW }), NOW + 1000, EN);
    expect(rows).toEqual([
      { name: 'Source', value: 'Launchdeck launch' },
      { name: 'Updated', value: 'just now' },
    ]);
  });
});

describe('dexName', () => {
  it.each([
    ['raydium', 'Raydium'],
    ['pancakeswap', 'PancakeSwap'],
    ['somedex', 'Somedex'],
  ])('%s → %s', (dex, shown) => {
    expect(dexName(dex)).toBe(shown);
  });
});
