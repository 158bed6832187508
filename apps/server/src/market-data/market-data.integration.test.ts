import type { Post } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeDexScreener } from '../../test/market-data/fake-dexscreener.ts';
import {
  type ClientSocket,
  nextEvent,
  startTestServer,
  type TestServer,
  waitForEvent,
} from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { launches, users } from '../storage/schema.ts';

const TOKEN = 'ingest-token-for-tests-0123456789';
const TRADING = '5fLWHE32ZxWcAPEqVRVQkRwDwF3BN34TqWBWKjakpump';
const NOT_TRADING = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const CURVE = '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R';
const BNB = '0x52908400098527886E0F7030069857D2E4169EE7';
const OURS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const SLOW = 'HeLp6NuQkmYB4pYWo2zYs22mESHXPQYzXbB8n4V98jwC';
const RATE_LIMITED = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

describe.each(storageKinds())('market data on %s', (kind) => {
  let server: TestServer;
  let fake: FakeDexScreener;
  let socket: ClientSocket;

  beforeAll(async () => {
    fake = await FakeDexScreener.start({ unknown: 'empty' });
    fake.setPair('solana', TRADING, {
      priceUsd: 0.0000312,
      marketCap: 31_200,
      fdv: 31_200,
      liquidityUsd: 8_100,
      volume24h: 120_000,
      pairCreatedAt: Date.now() - 120_000,
    });
    fake.setPair('solana', CURVE, { marketCap: 6_200, dexId: 'pumpfun', priceUsd: 0.0000062 });
    fake.setPair('bnb', BNB, { marketCap: 90_000, liquidityUsd: 20_000 });
    server = await startTestServer(kind, {
      INGEST_TOKEN: TOKEN,
      MARKET_DATA: 'on',
      MARKET_DATA_URL: fake.url,
      MARKET_DATA_TIMEOUT_MS: '300',
      MARKET_DATA_REFRESH_SECONDS: '3600',
      MARKET_DATA_TTL_SECONDS: '1',
    });
    socket = await server.reader('reader');
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  const ingest = (post: unknown) => server.ingest(post);
  const updateOf = (id: string) =>
    waitForEvent(socket, 'tweet_update', (post) => post.id === id && Boolean(post.addressMarkets));

  it('sends the post first, then its markets: trading, on a bonding curve, not trading yet, BNB in any case', async () => {
    const post = makePostInput({
      text: `ca ${TRADING} and ${CURVE} and ${NOT_TRADING}, bnb ${BNB.toLowerCase()}`,
    });
    const tweet = nextEvent(socket, 'tweet');
    const update = updateOf(post.id);
    await ingest(post);
    expect((await tweet).addressMarkets).toBeUndefined();
    const updated = await update;
    const fetchedAt = expect.any(Number);
    expect(updated.addressMarkets).toEqual([
      {
        address: TRADING,
        chain: 'solana',
        priceUsd: 0.0000312,
        marketCapUsd: 31_200,
        fdvUsd: 31_200,
        liquidityUsd: 8_100,
        volume24hUsd: 120_000,
        pairCreatedAt: expect.any(Number),
        dex: 'raydium',
        pairUrl: expect.stringMatching(/^https:\/\/dexscreener\.com\/solana\//),
        source: 'dexscreener',
        fetchedAt,
      },
      expect.objectContaining({ address: CURVE, dex: 'pumpfun', marketCapUsd: 6_200 }),
      { address: NOT_TRADING, chain: 'solana', source: 'dexscreener', fetchedAt },
      expect.objectContaining({ address: BNB.toLowerCase(), chain: 'bnb', marketCapUsd: 90_000 }),
    ]);
    expect(updated.addressMarkets?.[1]).not.toHaveProperty('liquidityUsd');
    // One call per chain for the post's addresses.
    expect(fake.calls.filter((c) => c.chainId === 'solana').at(-1)?.addresses).toEqual([
      TRADING,
      CURVE,
      NOT_TRADING,
    ]);

    // Stored: a reload shows the last value.
    const { sessionId } = await server.login('reader', 'reader-password');
    const reloaded = server.socket();
    reloaded.emit('user_connected', { sessionId });
    const initial = await nextEvent(reloaded, 'initialTweets');
    expect(initial.find((p) => p.id === post.id)?.addressMarkets).toEqual(updated.addressMarkets);
  }, 30_000);

  it('sends a refreshed market only when what the card shows changed', async () => {
    const address = 'J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn';
    fake.setPair('solana', address, { marketCap: 31_000, liquidityUsd: 8_100 });
    const post = makePostInput({ text: `refresh ${address}` });
    const update = updateOf(post.id);
    await ingest(post);
    const first = await update;
    const heard: Post[] = [];
    const listen = (p: Post) => p.id === post.id && heard.push(p);
    socket.on('tweet_update', listen);
    // Cents: the card still reads $31K, nothing is sent.
    fake.setPair('solana', address, { marketCap: 31_040, liquidityUsd: 8_110 });
    await new Promise((r) => setTimeout(r, 1100));
    await server.app.marketData?.refresh();
    expect(heard).toEqual([]);
    // $47K: sent again, after the post's own seq.
    fake.setPair('solana', address, { marketCap: 47_000, liquidityUsd: 9_000 });
    await new Promise((r) => setTimeout(r, 1100));
    const moved = updateOf(post.id);
    await server.app.marketData?.refresh();
    const refreshed = await moved;
    socket.off('tweet_update', listen);
    expect(refreshed.seq).toBeGreaterThan(first.seq);
    expect(refreshed.addressMarkets?.[0]).toMatchObject({
      marketCapUsd: 47_000,
      liquidityUsd: 9_000,
    });
  }, 30_000);

  it('keeps the markets of an edited post for the addresses it still carries', async () => {
    const post = makePostInput({ text: `first ${TRADING}` });
    const update = updateOf(post.id);
    await ingest(post);
    const first = await update;
    const edit = waitForEvent(socket, 'tweet_update', (p) => p.id === post.id && p.seq > first.seq);
    await ingest({ ...post, text: `edited ${TRADING}`, editedAt: new Date().toISOString() });
    expect((await edit).addressMarkets).toEqual(first.addressMarkets);
  }, 30_000);

  it("knows our own launch's token at once, before any provider has a pair", async () => {
    const [user] = await server.storage.db
      .insert(users)
      .values({ username: `launcher-${kind}`, passwordHash: 'x' })
      .returning({ id: users.id });
    await server.storage.db.insert(launches).values({
      userId: user?.id ?? 0,
      requestId: `own-${kind}`,
      mode: 'pump',
      name: 'Ours',
      ticker: 'OURS',
      status: 'confirmed',
      addresses: [OURS],
    });
    const post = makePostInput({ text: `launched ${OURS}` });
    const update = updateOf(post.id);
    await ingest(post);
    expect((await update).addressMarkets).toEqual([
      {
        address: OURS,
        chain: 'solana',
        pairCreatedAt: expect.any(Number),
        dex: 'pump',
        source: 'launchdeck',
        fetchedAt: expect.any(Number),
      },
    ]);
  }, 30_000);

  it('never holds a post back for a slow provider; a time-out leaves the address unknown', async () => {
    fake.failNext({ kind: 'hang' });
    const heard: Post[] = [];
    const listen = (p: Post) => heard.push(p);
    socket.on('tweet_update', listen);
    const post = makePostInput({ text: `slow ${SLOW}` });
    const tweet = nextEvent(socket, 'tweet');
    await ingest(post);
    expect((await tweet).id).toBe(post.id);
    await server.app.marketData?.idle();
    socket.off('tweet_update', listen);
    expect(heard.filter((p) => p.id === post.id)).toEqual([]);
  }, 30_000);

  it("honours a 429's Retry-After, then sends the markets", async () => {
    fake.setPair('solana', RATE_LIMITED, { marketCap: 1_000_000, liquidityUsd: 50_000 });
    fake.failNext({ kind: 'status', status: 429, retryAfter: '1' });
    const post = makePostInput({ text: `busy ${RATE_LIMITED}` });
    const update = updateOf(post.id);
    const before = fake.calls.length;
    await ingest(post);
    const updated = await update;
    const calls = fake.calls.slice(before);
    expect(calls).toHaveLength(2);
    expect((calls[1]?.at ?? 0) - (calls[0]?.at ?? 0)).toBeGreaterThanOrEqual(900);
    expect(updated.addressMarkets?.[0]?.marketCapUsd).toBe(1_000_000);
  }, 30_000);

  it('refuses a malformed answer, logs it once, and keeps the post', async () => {
    const warn = vi.spyOn(server.app.http.log, 'warn');
    fake.failNext({ kind: 'malformed', body: '{"schemaVersion":"1.0.0","pairs":null}' });
    fake.failNext({ kind: 'malformed', body: '<html>Just a moment...</html>' });
    const first = makePostInput({ text: `one ${NOT_TRADING.slice(0, -1)}A` });
    const second = makePostInput({ text: `two ${TRADING.slice(0, -1)}q` });
    for (const post of [first, second]) {
      const tweet = waitForEvent(socket, 'tweet', (p) => p.id === post.id);
      await ingest(post);
      await tweet;
      await server.app.marketData?.idle();
    }
    const refused = warn.mock.calls.filter(([, msg]) => String(msg).includes('answer refused'));
    expect(refused).toHaveLength(1);
    warn.mockRestore();
  }, 30_000);

  it("shows the provider's health in /metrics", async () => {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(text).toMatch(/launchdeck_market_data_calls_total\{outcome="ok"\} [1-9]/);
    expect(text).toMatch(/launchdeck_market_data_calls_total\{outcome="rate_limited"\} 1/);
    expect(text).toMatch(/launchdeck_market_data_calls_total\{outcome="timeout"\} 1/);
    expect(text).toMatch(/launchdeck_market_data_calls_total\{outcome="malformed"\} 2/);
    expect(text).toMatch(/launchdeck_market_data_up [01]/);
    expect(text).toMatch(/launchdeck_market_data_post_updates_total\{reason="first"\} [1-9]/);
  });

  it("refuses a source's own addressMarkets: they are ours to read", async () => {
    const post = makePostInput({
      text: 'no address here',
      addressMarkets: [
        {
          address: TRADING,
          chain: 'solana',
          marketCapUsd: 1e12,
          source: 'dexscreener',
          fetchedAt: 1,
        },
      ],
    });
    const tweet = waitForEvent(socket, 'tweet', (p) => p.id === post.id);
    await ingest(post);
    expect((await tweet).addressMarkets).toBeUndefined();
  });
});
