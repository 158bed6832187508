import type { AddressMarket, Chain } from '@launchdeck/protocol';
import { Registry } from 'prom-client';
import { describe, expect, it, vi } from 'vitest';
import { MemoryWindowCounter } from '../limits/window-counter.ts';
import { MemoryMarketCache } from './cache.ts';
import { MarketDataError } from './dexscreener.ts';
import { MarketLookup, type MarketLookupDeps } from './lookup.ts';
import { MarketMetrics } from './metrics.ts';
import { ProviderPacer } from './pacer.ts';

const A = '5fLWHE32ZxWcAPEqVRVQkRwDwF3BN34TqWBWKjakpump';
const B = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const C = '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R';

const trading = (address: string, chain: Chain = 'solana'): AddressMarket => ({
  address,
  chain,
  marketCapUsd: 31_000,
  pairUrl: 'https://dexscreener.com/solana/x',
  source: 'dexscreener',
  fetchedAt: 1,
});

function lookupWith(over: Partial<MarketLookupDeps> = {}) {
  const calls: string[][] = [];
  const tokens = vi.fn(async (_chain: Chain, addresses: string[]) => {
    calls.push(addresses);
    return addresses.map((a) => trading(a));
  });
  const log = { warn: vi.fn(), debug: vi.fn() };
  const lookup = new MarketLookup({
    provider: { tokens },
    pace: async () => {},
    cache: new MemoryMarketCache(60_000),
    ownLaunches: async () => [],
    metrics: new MarketMetrics(new Registry()),
    batchMs: 5,
    log,
    ...over,
  });
  return { lookup, calls, tokens, log };
}

describe('MarketLookup', () => {
  it('gathers the addresses asked within the batch time into one call, each once', async () => {
    const { lookup, calls } = lookupWith();
    const answers = await Promise.all([
      lookup.lookup('solana', [A, B]),
      lookup.lookup('solana', [B, C]),
    ]);
    expect(calls).toEqual([[A, B, C]]);
    expect(answers.flat().map((m) => m?.address)).toEqual([A, B, B, C]);
  });

  it('answers from the cache without a call', async () => {
    const { lookup, calls } = lookupWith();
    await lookup.lookup('solana', [A]);
    await lookup.lookup('solana', [A]);
    expect(calls).toHaveLength(1);
  });

  it('sends at most 30 addresses a call', async () => {
    const { lookup, calls } = lookupWith();
    const many = Array.from(
      { length: 40 },
      (_, i) => `${A.slice(0, 40)}${String(i).padStart(4, 'x')}`,
    );
    await lookup.lookup('solana', many);
    expect(calls.map((c) => c.length)).toEqual([30, 10]);
  });

  it('grows its batches while the pacer holds calls back, instead of making more calls', async () => {
    let now = 0;
    const pacer = new ProviderPacer(new MemoryWindowCounter(() => now), 'p', 300, async (ms) => {
      await new Promise((r) => setTimeout(r, 1));
      now += ms;
    });
    const { lookup, calls } = lookupWith({ pace: () => pacer.slot(), batchMs: 0 });
    const first = lookup.lookup('solana', [A]);
    await new Promise((r) => setTimeout(r, 2));
    await Promise.all([first, lookup.lookup('solana', [B]), lookup.lookup('solana', [C])]);
    expect(calls.flat().sort()).toEqual([A, B, C].sort());
    expect(calls.length).toBeLessThan(3);
  });

  it('keeps the addresses waiting through a 429 for its Retry-After, then answers them', async () => {
    let failed = false;
    const { lookup, calls, log } = lookupWith({
      provider: {
        tokens: async (_chain, addresses) => {
          calls.push(addresses);
          if (!failed) {
            failed = true;
            throw new MarketDataError('rate_limited', '429', 30);
          }
          return addresses.map((a) => trading(a));
        },
      },
    });
    const [market] = await lookup.lookup('solana', [A]);
    expect(market?.marketCapUsd).toBe(31_000);
    expect(calls).toEqual([[A], [A]]);
    expect(log.warn).toHaveBeenCalledWith({ retryAfterMs: 30 }, expect.stringMatching(/paused/));
  });

  it('answers unknown on any other failure, and logs a malformed answer once until one answers', async () => {
    let fail: MarketDataError | undefined = new MarketDataError('malformed', 'bad');
    const { lookup, log } = lookupWith({
      provider: {
        tokens: async (_chain, addresses) => {
          if (fail) throw fail;
          return addresses.map((a) => trading(a));
        },
      },
    });
    expect(await lookup.lookup('solana', [A])).toEqual([undefined]);
    expect(await lookup.lookup('solana', [B])).toEqual([undefined]);
    expect(log.warn).toHaveBeenCalledTimes(1);
    fail = new MarketDataError('timeout', 'slow');
    expect(await lookup.lookup('solana', [C])).toEqual([undefined]);
    expect(log.warn).toHaveBeenCalledTimes(1);
    fail = undefined;
    expect((await lookup.lookup('solana', [C]))[0]?.address).toBe(C);
  });

  it("knows our own launches at once, the provider's pair winning once it has one", async () => {
    const ours: AddressMarket = {
      address: A,
      chain: 'solana',
      pairCreatedAt: 5,
      dex: 'pump',
      source: 'launchdeck',
      fetchedAt: 1,
    };
    const { lookup } = lookupWith({
      ownLaunches: async () => [ours],
      provider: {
        tokens: async (_c, addresses) =>
          addresses.map((a) => ({
            address: a,
            chain: 'solana',
            source: 'dexscreener',
            fetchedAt: 2,
          })),
      },
    });
    expect(await lookup.lookup('solana', [A])).toEqual([ours]);
    const { lookup: listed } = lookupWith({ ownLaunches: async () => [ours] });
    expect((await listed.lookup('solana', [A]))[0]?.source).toBe('dexscreener');
  });

  it('answers waiting addresses unknown when closed', async () => {
    const { lookup } = lookupWith({ batchMs: 50 });
    const pending = lookup.lookup('solana', [A]);
    lookup.close();
    expect(await pending).toEqual([undefined]);
  });
});

describe('ProviderPacer', () => {
  it('gives one call a slot of 60,000 / perMinute ms, all callers together', async () => {
    let now = 0;
    const slept: number[] = [];
    const pacer = new ProviderPacer(new MemoryWindowCounter(() => now), 'k', 300, async (ms) => {
      slept.push(ms);
      now += ms;
    });
    expect(pacer.slotMs).toBe(200);
    await pacer.slot();
    await pacer.slot();
    await pacer.slot();
    expect(slept).toEqual([200, 200]);
    expect(now).toBe(400);
  });
});
