import type { AddressMarket, Chain } from '@launchdeck/protocol';
import { z } from 'zod';
import { addressKey } from '../feed/index.ts';
import { retryAfterMs } from '../outbound/retry-after.ts';

/**
 * DexScreener's public API (https://docs.dexscreener.com/api/reference):
 * `GET /tokens/v1/{chainId}/{tokenAddresses}`, up to 30 comma-separated addresses, 300 requests a
 * minute, no key. It answers a JSON array of pairs, any of which may carry the token as its base
 * or its quote; a token with no pair is simply absent (an empty array when none has one).
 *
 * The answer's real quirks, each kept by the fake (test/market-data/fake-dexscreener.ts):
 * `priceUsd` is a decimal string, not a number; `liquidity` is absent on a bonding curve (pump.fun's
 * `pumpfun` pairs); `marketCap`, `fdv` and `pairCreatedAt` may be absent; BNB Chain is `bsc` and
 * its addresses come back EIP-55 checksummed whatever case was asked.
 */
export const DEXSCREENER_TOKENS_MAX = 30;
/** The published limit of the tokens endpoint. */
export const DEXSCREENER_RATE_PER_MINUTE = 300;

/** Our chain → DexScreener's chainId. */
export const DEXSCREENER_CHAIN: Record<Chain, string> = { solana: 'solana', bnb: 'bsc' };

const amount = z.number().finite().nonnegative();
const Token = z.object({ address: z.string().min(1).max(128) });

/** One pair as the answer gives it; fields we do not show are let through unread. */
export const DexScreenerPair = z.object({
  chainId: z.string(),
  dexId: z.string().min(1).max(40).optional(),
  url: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional(),
  pairAddress: z.string().optional(),
  baseToken: Token,
  quoteToken: Token.optional(),
  priceUsd: z
    .string()
    .regex(/^\d+(\.\d+)?(e-?\d+)?$/i)
    .nullish(),
  volume: z.object({ h24: amount.nullish() }).partial().nullish(),
  liquidity: z.object({ usd: amount.nullish() }).partial().nullish(),
  fdv: amount.nullish(),
  marketCap: amount.nullish(),
  pairCreatedAt: z.number().int().nonnegative().nullish(),
});
export type DexScreenerPair = z.infer<typeof DexScreenerPair>;
export const DexScreenerTokensAnswer = z.array(DexScreenerPair).max(2_000);

/** Why a call gave no figures; `retryAfterMs` on a 429 (its Retry-After, else a minute's share). */
export type MarketCallFailure =
  | 'rate_limited'
  | 'timeout'
  | 'http_error'
  | 'network_error'
  | 'malformed';

export class MarketDataError extends Error {
  constructor(
    readonly kind: MarketCallFailure,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'MarketDataError';
  }
}

const liquidityOf = (pair: DexScreenerPair) => pair.liquidity?.usd ?? -1;

/**
 * Each asked address's market from the pairs: the most liquid pair that has the token as its base
 * (a pair quoting in it prices another token), else the newest; no such pair, "not trading yet".
 */
export function marketsOf(
  chain: Chain,
  addresses: string[],
  pairs: DexScreenerPair[],
  fetchedAt: number,
): AddressMarket[] {
  const best = new Map<string, DexScreenerPair>();
  for (const pair of pairs) {
    if (pair.chainId !== DEXSCREENER_CHAIN[chain]) continue;
    const key = addressKey(pair.baseToken.address, chain);
    const kept = best.get(key);
    if (!kept || liquidityOf(pair) > liquidityOf(kept)) best.set(key, pair);
  }
  return addresses.map((address) => {
    const pair = best.get(addressKey(address, chain));
    const bare: AddressMarket = { address, chain, source: 'dexscreener', fetchedAt };
    if (!pair) return bare;
    const price = pair.priceUsd ? Number(pair.priceUsd) : undefined;
    return {
      ...bare,
      ...(price !== undefined && Number.isFinite(price) ? { priceUsd: price } : {}),
      ...(pair.marketCap != null ? { marketCapUsd: pair.marketCap } : {}),
      ...(pair.fdv != null ? { fdvUsd: pair.fdv } : {}),
      ...(pair.liquidity?.usd != null ? { liquidityUsd: pair.liquidity.usd } : {}),
      ...(pair.volume?.h24 != null ? { volume24hUsd: pair.volume.h24 } : {}),
      ...(pair.pairCreatedAt != null ? { pairCreatedAt: pair.pairCreatedAt } : {}),
      ...(pair.dexId ? { dex: pair.dexId } : {}),
      ...(pair.url ? { pairUrl: pair.url } : {}),
    };
  });
}

export type DexScreenerClientOptions = {
  /** Base URL (MARKET_DATA_URL), e.g. https://api.dexscreener.com. */
  baseUrl: string;
  /** A call's deadline, ms. */
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
};

/** One call of the tokens endpoint: the markets of up to 30 addresses of one chain. */
export class DexScreenerClient {
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: DexScreenerClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
  }

  /**
   * @throws MarketDataError: rate_limited (429, with Retry-After), timeout, http_error (any other
   * non-2xx), network_error, malformed (not JSON, or not the documented shape).
   */
  async tokens(chain: Chain, addresses: string[]): Promise<AddressMarket[]> {
    if (addresses.length === 0) return [];
    if (addresses.length > DEXSCREENER_TOKENS_MAX) {
      throw new RangeError(`at most ${DEXSCREENER_TOKENS_MAX} addresses a call`);
    }
    const base = this.options.baseUrl.replace(/\/+$/, '');
    const list = addresses.map(encodeURIComponent).join(',');
    const url = `${base}/tokens/v1/${DEXSCREENER_CHAIN[chain]}/${list}`;
    let response: Response;
    try {
      response = await this.fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new MarketDataError(
        timedOut ? 'timeout' : 'network_error',
        timedOut
          ? `DexScreener did not answer within ${this.options.timeoutMs} ms`
          : `DexScreener could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (response.status === 429) {
      await response.body?.cancel();
      throw new MarketDataError(
        'rate_limited',
        'DexScreener answered 429 Too Many Requests',
        retryAfterMs(response.headers.get('retry-after'), this.now()),
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new MarketDataError('http_error', `DexScreener answered HTTP ${response.status}`);
    }
    const body = await readJson(response);
    const parsed = DexScreenerTokensAnswer.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new MarketDataError(
        'malformed',
        `DexScreener's answer is not a list of pairs (${issue?.path.join('.') || 'answer'}: ${issue?.message})`,
      );
    }
    return marketsOf(chain, addresses, parsed.data, this.now());
  }
}

/** The body as JSON, at most 4 MB (30 tokens' pairs are a few dozen KB). */
async function readJson(response: Response): Promise<unknown> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > 4_000_000) {
    await response.body?.cancel();
    throw new MarketDataError('malformed', `DexScreener's answer is too large (${declared} bytes)`);
  }
  try {
    const text = await response.text();
    if (text.length > 4_000_000) throw new Error('too large');
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new MarketDataError('timeout', 'DexScreener stopped sending its answer');
    }
    throw new MarketDataError('malformed', "DexScreener's answer is not JSON");
  }
}
