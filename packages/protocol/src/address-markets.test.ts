import { describe, expect, it } from 'vitest';
import { AddressMarket, isTrading } from './address-markets.ts';
import { Post } from './post.ts';
import { makePost } from './testing/factories.ts';

const A = '5fLWHE32ZxWcAPEqVRVQkRwDwF3BN34TqWBWKjakpump';
const bare = { address: A, chain: 'solana', source: 'dexscreener', fetchedAt: 1 } as const;

describe('AddressMarket', () => {
  it('takes a bare "not trading yet" answer and a full one', () => {
    expect(AddressMarket.parse(bare)).toEqual(bare);
    expect(isTrading(AddressMarket.parse(bare))).toBe(false);
    const full = {
      ...bare,
      priceUsd: 0.0000312,
      marketCapUsd: 31_200,
      fdvUsd: 31_200,
      liquidityUsd: 8_100,
      volume24hUsd: 1,
      pairCreatedAt: 1_700_000_000_000,
      dex: 'raydium',
      pairUrl: 'https://dexscreener.com/solana/abc',
    };
    expect(isTrading(AddressMarket.parse(full))).toBe(true);
  });

  it.each([
    ['a negative market cap', { marketCapUsd: -1 }],
    ['an infinite price', { priceUsd: Number.POSITIVE_INFINITY }],
    ['a javascript: pair link', { pairUrl: 'javascript:alert(1)' }],
    ['an unknown source', { source: 'birdeye' }],
    ['a fractional time', { fetchedAt: 1.5 }],
    ['a long dex name', { dex: 'x'.repeat(41) }],
  ])('refuses %s', (_name, change) => {
    expect(AddressMarket.safeParse({ ...bare, ...change }).success).toBe(false);
  });

  it('rides on a post, bounded like its contract addresses', () => {
    const post = makePost({ addressMarkets: [bare] });
    expect(Post.parse(post).addressMarkets).toEqual([bare]);
    expect(Post.safeParse({ ...post, addressMarkets: Array(100).fill(bare) }).success).toBe(false);
  });
});
