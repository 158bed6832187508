import type { Chain } from '@launchdeck/protocol';
import { FakeHttpServer, type SeenRequest, sendJson } from '../fake-http.ts';

/** What the fake answers for one token: a trading pair's figures, or "no pair yet". */
export type FakePair = {
  priceUsd?: number;
  marketCap?: number;
  fdv?: number;
  /** Absent (as on a pump.fun bonding curve, dexId 'pumpfun'): no `liquidity` object at all. */
  liquidityUsd?: number;
  volume24h?: number;
  pairCreatedAt?: number;
  dexId?: string;
};

/** A failure the next call answers with. */
export type FakeFailure =
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'malformed'; body: string }
  | { kind: 'hang' }
  | { kind: 'drop' };

export type FakeDexScreenerOptions = {
  /** Every answer waits this long (the bench's 100 ms provider). */
  delayMs?: number;
  /**
   * A token nobody set: 'empty' answers as DexScreener does for a token with no pair (it is left
   * out of the array); 'unavailable' answers 503, so journeys that set nothing see no figures.
   */
  unknown?: 'empty' | 'unavailable';
  /** Listen here (the e2e server's fixed port); a free port when absent. */
  port?: number;
  /**
   * Also answer `POST /control/pairs` `{chain, address, pair}` (`pair` null: not trading), so a
   * process other than the fake's own (an e2e journey) can set what it answers.
   */
  control?: boolean;
};

const CHAIN_ID: Record<Chain, string> = { solana: 'solana', bnb: 'bsc' };
const QUOTE: Record<string, string> = {
  solana: 'So11111111111111111111111111111111111111112',
  bsc: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
};
const key = (chainId: string, address: string) =>
  `${chainId}:${chainId === 'bsc' ? address.toLowerCase() : address}`;

/**
 * DexScreener's `GET /tokens/v1/{chainId}/{tokenAddresses}` on loopback, with the real answer's
 * quirks: `priceUsd` a decimal string; no `liquidity` on a bonding curve; BNB addresses answered
 * in the spelling they were set in (checksummed), whatever case was asked; each trading token also
 * appears as the quote of a smaller pair (which must not be taken for its market); a token with
 * no pair simply absent; more than 30 addresses answered 400.
 */
export class FakeDexScreener {
  private readonly pairs = new Map<string, { address: string; pair: FakePair | null }>();
  private readonly failures: FakeFailure[] = [];
  /** Each call: the chain id and the addresses asked, as sent. */
  readonly calls: { chainId: string; addresses: string[]; at: number }[] = [];

  private constructor(
    readonly http: FakeHttpServer,
    private readonly options: FakeDexScreenerOptions,
  ) {}

  static async start(options: FakeDexScreenerOptions = {}): Promise<FakeDexScreener> {
    let fake: FakeDexScreener | undefined;
    const http = await FakeHttpServer.start((request, response) => {
      fake?.answer(request, response);
    }, options.port);
    fake = new FakeDexScreener(http, options);
    return fake;
  }

  get url(): string {
    return this.http.url;
  }

  /** The token trades with these figures (a pair made `pairCreatedAt`, default a minute ago). */
  setPair(chain: Chain, address: string, pair: FakePair): void {
    const at = key(CHAIN_ID[chain], address);
    // A pair is made once: setting its figures again keeps its time.
    const made =
      pair.pairCreatedAt ?? this.pairs.get(at)?.pair?.pairCreatedAt ?? Date.now() - 60_000;
    this.pairs.set(at, { address, pair: { ...pair, pairCreatedAt: made } });
  }

  /** The token has no pair yet (answered as absent, even with `unknown: 'unavailable'`). */
  setNotTrading(chain: Chain, address: string): void {
    this.pairs.set(key(CHAIN_ID[chain], address), { address, pair: null });
  }

  /** The next call fails this way (queued in order). */
  failNext(failure: FakeFailure): void {
    this.failures.push(failure);
  }

  close(): Promise<void> {
    return this.http.close();
  }

  private answer(request: SeenRequest, response: import('node:http').ServerResponse): void {
    if (this.options.control && request.path === '/control/health') {
      sendJson(response, 200, { ok: true });
      return;
    }
    if (this.options.control && request.method === 'POST' && request.path === '/control/pairs') {
      const { chain, address, pair } = JSON.parse(request.body) as {
        chain: Chain;
        address: string;
        pair: FakePair | null;
      };
      if (pair) this.setPair(chain, address, pair);
      else this.setNotTrading(chain, address);
      sendJson(response, 200, { ok: true });
      return;
    }
    const match = /^\/tokens\/v1\/([^/]+)\/([^/]+)$/.exec(request.path);
    if (request.method !== 'GET' || !match) {
      sendJson(response, 404, { error: 'Not Found' });
      return;
    }
    const chainId = decodeURIComponent(match[1] ?? '');
    const addresses = (match[2] ?? '').split(',').map(decodeURIComponent).filter(Boolean);
    this.calls.push({ chainId, addresses, at: Date.now() });
    const failure = this.failures.shift();
    const reply = () => this.reply(response, chainId, addresses, failure);
    if (this.options.delayMs) setTimeout(reply, this.options.delayMs);
    else reply();
  }

  private reply(
    response: import('node:http').ServerResponse,
    chainId: string,
    addresses: string[],
    failure: FakeFailure | undefined,
  ): void {
    if (failure?.kind === 'hang') return;
    if (failure?.kind === 'drop') {
      response.socket?.destroy();
      return;
    }
    if (failure?.kind === 'status') {
      const headers: Record<string, string> = failure.retryAfter
        ? { 'retry-after': failure.retryAfter }
        : {};
      sendJson(response, failure.status, { error: 'failure' }, headers);
      return;
    }
    if (failure?.kind === 'malformed') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(failure.body);
      return;
    }
    if (addresses.length > 30) {
      sendJson(response, 400, { error: 'Too many token addresses' });
      return;
    }
    const known = addresses.map((a) => this.pairs.get(key(chainId, a)));
    if (this.options.unknown === 'unavailable' && known.some((k) => k === undefined)) {
      sendJson(response, 503, { error: 'Service Unavailable' });
      return;
    }
    const body = known.flatMap((entry) =>
      entry?.pair ? this.pairsOf(chainId, entry.address, entry.pair) : [],
    );
    sendJson(response, 200, body);
  }

  private pairsOf(chainId: string, address: string, pair: FakePair): unknown[] {
    const dexId = pair.dexId ?? (chainId === 'bsc' ? 'pancakeswap' : 'raydium');
    const pairAddress = `${address.slice(0, 8)}pair`;
    const main = {
      chainId,
      dexId,
      url: `https://dexscreener.com/${chainId}/${pairAddress.toLowerCase()}`,
      pairAddress,
      labels: ['v2'],
      baseToken: { address, name: 'Fake Token', symbol: 'FAKE' },
      quoteToken: { address: QUOTE[chainId], name: 'Wrapped', symbol: 'W' },
      priceNative: '0.0000001',
      ...(pair.priceUsd !== undefined ? { priceUsd: String(pair.priceUsd) } : {}),
      txns: { m5: { buys: 3, sells: 1 }, h24: { buys: 300, sells: 120 } },
      volume: { h24: pair.volume24h ?? 0, h6: 0, h1: 0, m5: 0 },
      priceChange: { m5: 1.2, h1: 3.4 },
      ...(pair.liquidityUsd !== undefined
        ? { liquidity: { usd: pair.liquidityUsd, base: 1_000_000, quote: 10 } }
        : {}),
      ...(pair.fdv !== undefined ? { fdv: pair.fdv } : {}),
      ...(pair.marketCap !== undefined ? { marketCap: pair.marketCap } : {}),
      pairCreatedAt: pair.pairCreatedAt,
      info: {
        imageUrl: 'https://dd.dexscreener.com/ds-data/tokens/x.png',
        websites: [],
        socials: [],
      },
    };
    // The token as the quote of a small pair: its figures are another token's.
    const decoy = {
      ...main,
      dexId: 'meteora',
      pairAddress: `${address.slice(0, 6)}decoy`,
      url: `https://dexscreener.com/${chainId}/decoy`,
      baseToken: { address: QUOTE[chainId], name: 'Other', symbol: 'OTHER' },
      quoteToken: { address, name: 'Fake Token', symbol: 'FAKE' },
      liquidity: { usd: 10, base: 1, quote: 1 },
      marketCap: 999_999_999,
    };
    return [decoy, main];
  }
}
