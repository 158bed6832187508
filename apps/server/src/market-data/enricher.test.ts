import type { AddressMarket, Post } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { shownOf, withMarkets } from './enricher.ts';

const A = '5fLWHE32ZxWcAPEqVRVQkRwDwF3BN34TqWBWKjakpump';
const BSC = '0x52908400098527886E0F7030069857D2E4169EE7';

const market = (over: Partial<AddressMarket> = {}): AddressMarket => ({
  address: A,
  chain: 'solana',
  marketCapUsd: 31_000,
  liquidityUsd: 8_100,
  pairCreatedAt: 1000,
  pairUrl: 'https://dexscreener.com/solana/x',
  dex: 'raydium',
  source: 'dexscreener',
  fetchedAt: 1,
  ...over,
});

const post = (over: Partial<Post> = {}): Post =>
  makePost({
    contract_addresses: [
      { address: A, chain: 'solana' },
      { address: BSC, chain: 'bnb' },
    ],
    ...over,
  });

describe('shownOf', () => {
  it('changes with what a card shows, not with cents', () => {
    expect(shownOf(market())).toBe(shownOf(market({ marketCapUsd: 31_400, fetchedAt: 9 })));
    expect(shownOf(market())).not.toBe(shownOf(market({ marketCapUsd: 36_000 })));
    expect(shownOf(market())).not.toBe(shownOf(market({ liquidityUsd: 12_000 })));
    expect(shownOf({ address: A, chain: 'solana', source: 'dexscreener', fetchedAt: 1 })).toBe(
      'not trading',
    );
    expect(shownOf(undefined)).toBe('unknown');
  });
});

describe('withMarkets', () => {
  it('adds the markets found, in the order of the addresses, matching 0x in any case', () => {
    const bnb = market({ address: BSC.toLowerCase(), chain: 'bnb' });
    const next = withMarkets(post(), [bnb, market()], 'missing');
    expect(next?.addressMarkets?.map((m) => m.address)).toEqual([A, BSC]);
  });

  it('keeps a known market when only missing ones are wanted, and answers no change', () => {
    const known = post({ addressMarkets: [market()] });
    expect(withMarkets(known, [market({ marketCapUsd: 90_000 })], 'missing')).toBeUndefined();
  });

  it('replaces a market on a refresh only when its card would change', () => {
    const known = post({ addressMarkets: [market()] });
    expect(withMarkets(known, [market({ marketCapUsd: 31_300 })], 'changed')).toBeUndefined();
    const moved = withMarkets(known, [market({ marketCapUsd: 90_000 })], 'changed');
    expect(moved?.addressMarkets?.[0]?.marketCapUsd).toBe(90_000);
  });

  it('drops markets of addresses the post no longer carries', () => {
    const edited = post({
      contract_addresses: [{ address: BSC, chain: 'bnb' }],
      addressMarkets: [market()],
    });
    expect(withMarkets(edited, [], 'missing')?.addressMarkets).toEqual([]);
  });
});
