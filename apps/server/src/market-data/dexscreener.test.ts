import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDexScreener } from '../../test/market-data/fake-dexscreener.ts';
import {
  DexScreenerClient,
  type DexScreenerPair,
  MarketDataError,
  marketsOf,
} from './dexscreener.ts';

const MINT = '5fLWHE32ZxWcAPEqVRVQkRwDwF3BN34TqWBWKjakpump';
const OTHER = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const BSC = '0x52908400098527886E0F7030069857D2E4169EE7';
const WSOL = 'So11111111111111111111111111111111111111112';

const pair = (over: Partial<DexScreenerPair> & { base: string }): DexScreenerPair => ({
  chainId: 'solana',
  dexId: 'raydium',
  url: 'https://dexscreener.com/solana/abc',
  baseToken: { address: over.base },
  quoteToken: { address: WSOL },
  ...over,
});

describe('marketsOf', () => {
  it('takes the most liquid pair with the token as its base, never one quoting in it', () => {
    const pairs = [
      pair({ base: WSOL, quoteToken: { address: MINT }, marketCap: 9e9, liquidity: { usd: 9e6 } }),
      pair({ base: MINT, dexId: 'meteora', liquidity: { usd: 500 }, marketCap: 1 }),
      pair({
        base: MINT,
        priceUsd: '0.00003120',
        marketCap: 31_200,
        fdv: 31_200,
        liquidity: { usd: 8_100 },
        volume: { h24: 120_000 },
        pairCreatedAt: 1_700_000_000_000,
      }),
    ];
    expect(marketsOf('solana', [MINT], pairs, 42)).toEqual([
      {
        address: MINT,
        chain: 'solana',
        priceUsd: 0.0000312,
        marketCapUsd: 31_200,
        fdvUsd: 31_200,
        liquidityUsd: 8_100,
        volume24hUsd: 120_000,
        pairCreatedAt: 1_700_000_000_000,
        dex: 'raydium',
        pairUrl: 'https://dexscreener.com/solana/abc',
        source: 'dexscreener',
        fetchedAt: 42,
      },
    ]);
  });

  it('answers a token with no pair as not trading, and a bonding curve without liquidity', () => {
    const curve = pair({ base: MINT, dexId: 'pumpfun', marketCap: 6_200, priceUsd: '0.0000062' });
    const [trading, bare] = marketsOf('solana', [MINT, OTHER], [curve], 1);
    expect(trading).not.toHaveProperty('liquidityUsd');
    expect(trading).toMatchObject({ marketCapUsd: 6_200, dex: 'pumpfun' });
    expect(bare).toEqual({ address: OTHER, chain: 'solana', source: 'dexscreener', fetchedAt: 1 });
  });

  it('matches a BNB address in any case, keeping the spelling the post had', () => {
    const answered = pair({ base: BSC, chainId: 'bsc', marketCap: 5 });
    const [market] = marketsOf('bnb', [BSC.toLowerCase()], [answered], 1);
    expect(market).toMatchObject({ address: BSC.toLowerCase(), chain: 'bnb', marketCapUsd: 5 });
  });

  it("ignores another chain's pair", () => {
    const [market] = marketsOf('solana', [MINT], [pair({ base: MINT, chainId: 'bsc' })], 1);
    expect(market).toEqual({ address: MINT, chain: 'solana', source: 'dexscreener', fetchedAt: 1 });
  });
});

describe('DexScreenerClient against the fake', () => {
  let fake: FakeDexScreener;
  let client: DexScreenerClient;

  beforeAll(async () => {
    fake = await FakeDexScreener.start({ unknown: 'empty' });
    client = new DexScreenerClient({ baseUrl: `${fake.url}/`, timeoutMs: 300 });
    fake.setPair('solana', MINT, { marketCap: 31_000, liquidityUsd: 8_100, priceUsd: 0.000031 });
    fake.setPair('bnb', BSC, { marketCap: 90_000, liquidityUsd: 20_000 });
  });
  afterAll(() => fake.close());

  it('asks the documented path with the chain id and comma-separated addresses', async () => {
    const markets = await client.tokens('solana', [MINT, OTHER]);
    expect(fake.calls.at(-1)).toMatchObject({ chainId: 'solana', addresses: [MINT, OTHER] });
    expect(markets[0]).toMatchObject({ marketCapUsd: 31_000, liquidityUsd: 8_100, dex: 'raydium' });
    expect(markets[1]).toEqual({
      address: OTHER,
      chain: 'solana',
      source: 'dexscreener',
      fetchedAt: expect.any(Number),
    });
    const [bnb] = await client.tokens('bnb', [BSC.toLowerCase()]);
    expect(fake.calls.at(-1)?.chainId).toBe('bsc');
    expect(bnb).toMatchObject({ address: BSC.toLowerCase(), marketCapUsd: 90_000 });
  });

  const failure = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MarketDataError);
    return error as MarketDataError;
  };

  it('names each failure: 429 with its Retry-After, 5xx, time-out, dropped connection, malformed', async () => {
    fake.failNext({ kind: 'status', status: 429, retryAfter: '3' });
    expect(await failure(client.tokens('solana', [MINT]))).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 3000,
    });
    fake.failNext({ kind: 'status', status: 502 });
    expect((await failure(client.tokens('solana', [MINT]))).kind).toBe('http_error');
    fake.failNext({ kind: 'hang' });
    expect((await failure(client.tokens('solana', [MINT]))).kind).toBe('timeout');
    fake.failNext({ kind: 'drop' });
    expect((await failure(client.tokens('solana', [MINT]))).kind).toBe('network_error');
    fake.failNext({ kind: 'malformed', body: '<html>Cloudflare</html>' });
    expect((await failure(client.tokens('solana', [MINT]))).kind).toBe('malformed');
    fake.failNext({ kind: 'malformed', body: JSON.stringify({ pairs: null }) });
    const shape = await failure(client.tokens('solana', [MINT]));
    expect(shape.kind).toBe('malformed');
    expect(shape.message).toMatch(/not a list of pairs/);
    fake.failNext({
      kind: 'malformed',
      body: JSON.stringify([{ chainId: 'solana', baseToken: { address: MINT }, marketCap: -5 }]),
    });
    expect((await failure(client.tokens('solana', [MINT]))).kind).toBe('malformed');
  });

  it('refuses more than 30 addresses a call before sending it', async () => {
    const before = fake.calls.length;
    await expect(client.tokens('solana', Array(31).fill(MINT))).rejects.toThrow(/30/);
    expect(fake.calls.length).toBe(before);
  });
});
