import type { AddressMarket, Chain } from '@launchdeck/protocol';
import { addressKey } from '../feed/index.ts';
import type { MarketCache } from './cache.ts';
import { DEXSCREENER_TOKENS_MAX, MarketDataError } from './dexscreener.ts';
import type { MarketMetrics } from './metrics.ts';

/** Where figures come from: the provider's batched call, and our own launches' tokens. */
export type MarketLookupDeps = {
  /** One provider call: up to 30 addresses of one chain (DexScreenerClient.tokens). */
  provider: { tokens(chain: Chain, addresses: string[]): Promise<AddressMarket[]> };
  /** Resolves when the caller may call the provider (ProviderPacer.slot). */
  pace(): Promise<void>;
  cache: MarketCache;
  /** Our launches' tokens among the addresses (own-launches.ts); no entry for the others. */
  ownLaunches(chain: Chain, addresses: string[]): Promise<AddressMarket[]>;
  metrics: MarketMetrics;
  /** How long the first address of a batch waits for others to join it, ms. */
  batchMs: number;
  /** Addresses waiting for the provider at most; past it the oldest are answered unknown. */
  pendingMax?: number;
  /** Told once of each run of malformed answers (and of other failures at debug level). */
  log: { warn(obj: object, msg: string): void; debug(obj: object, msg: string): void };
  now?: () => number;
};

type Waiting = {
  address: string;
  resolve: (market: AddressMarket | undefined) => void;
};

/** A 429 without Retry-After pauses the calls this long. */
const DEFAULT_RATE_LIMIT_PAUSE_MS = 10_000;

/**
 * Issue 52 item 1: the market of each address, from the cache when it is fresh, from our own
 * launches (known at once), else from the provider in batches: the first address waits `batchMs`
 * for others, then each call takes up to 30 waiting addresses of its chain when the pacer gives it
 * a slot, so under load batches grow instead of calls multiplying. A 429 pauses the calls for its
 * Retry-After and keeps the addresses waiting; any other failure answers them unknown (undefined),
 * to be asked again at the next refresh. Answers are never thrown.
 */
export class MarketLookup {
  private readonly waiting = new Map<Chain, Map<string, Waiting[]>>();
  private readonly flushing = new Set<Chain>();
  private pausedUntil = 0;
  private malformedTold = false;
  private closed = false;
  private readonly now: () => number;

  constructor(private readonly deps: MarketLookupDeps) {
    this.now = deps.now ?? Date.now;
  }

  /**
   * The markets of `addresses` (one chain), in their order; undefined where none is known (the
   * provider failed, or the lookup was closed).
   */
  async lookup(chain: Chain, addresses: string[]): Promise<(AddressMarket | undefined)[]> {
    if (addresses.length === 0) return [];
    const found = await this.deps.cache.get(chain, addresses);
    this.deps.metrics.addresses('cache_hit', found.filter(Boolean).length);
    const missing = addresses.filter((_, i) => !found[i]);
    if (missing.length > 0) {
      // Both at once: the provider is asked about our launches too, as its pair wins once known.
      const [ours, asked] = await Promise.all([
        this.deps.ownLaunches(chain, missing),
        Promise.all(missing.map((address) => this.ask(chain, address))),
      ]);
      this.deps.metrics.addresses('own_launch', ours.length);
      const answers = new Map<string, AddressMarket>();
      for (const market of ours) answers.set(addressKey(market.address, chain), market);
      // The provider's figures win once it knows a pair; until then our launch is what is known.
      for (const market of asked) {
        if (market && (market.pairUrl || !answers.has(addressKey(market.address, chain)))) {
          answers.set(addressKey(market.address, chain), market);
        }
      }
      addresses.forEach((address, i) => {
        const answer = found[i] ?? answers.get(addressKey(address, chain));
        found[i] = answer && { ...answer, address };
      });
    }
    return found;
  }

  /** Answers every waiting address unknown; later lookups answer from the cache only. */
  close(): void {
    this.closed = true;
    for (const byAddress of this.waiting.values()) {
      for (const waiters of byAddress.values()) for (const w of waiters) w.resolve(undefined);
    }
    this.waiting.clear();
  }

  /** Addresses waiting for a call (metrics, tests). */
  get pending(): number {
    let n = 0;
    for (const byAddress of this.waiting.values()) n += byAddress.size;
    return n;
  }

  private ask(chain: Chain, address: string): Promise<AddressMarket | undefined> {
    if (this.closed) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      let byAddress = this.waiting.get(chain);
      if (!byAddress) {
        byAddress = new Map();
        this.waiting.set(chain, byAddress);
      }
      const key = addressKey(address, chain);
      const waiters = byAddress.get(key);
      if (waiters) waiters.push({ address, resolve });
      else byAddress.set(key, [{ address, resolve }]);
      this.dropOldest();
      this.deps.metrics.pending(this.pending);
      if (!this.flushing.has(chain)) {
        this.flushing.add(chain);
        setTimeout(() => void this.flush(chain), this.deps.batchMs);
      }
    });
  }

  private dropOldest(): void {
    const max = this.deps.pendingMax ?? 5_000;
    for (const byAddress of this.waiting.values()) {
      while (this.pending > max) {
        const oldest = byAddress.keys().next();
        if (oldest.done) break;
        for (const w of byAddress.get(oldest.value) ?? []) w.resolve(undefined);
        byAddress.delete(oldest.value);
        this.deps.metrics.addresses('dropped', 1);
      }
    }
  }

  /** One call per pacer slot while addresses of the chain wait, each taking up to 30 of them. */
  private async flush(chain: Chain): Promise<void> {
    try {
      for (;;) {
        const paused = this.pausedUntil - this.now();
        if (paused > 0) await new Promise((resolve) => setTimeout(resolve, paused));
        const byAddress = this.waiting.get(chain);
        if (this.closed || !byAddress || byAddress.size === 0) return;
        await this.deps.pace();
        const batch = [...byAddress.entries()].slice(0, DEXSCREENER_TOKENS_MAX);
        for (const [key] of batch) byAddress.delete(key);
        await this.call(chain, batch);
      }
    } finally {
      this.flushing.delete(chain);
      // An address that arrived as the loop ended starts the next flush.
      if ((this.waiting.get(chain)?.size ?? 0) > 0 && !this.closed) {
        this.flushing.add(chain);
        setTimeout(() => void this.flush(chain), this.deps.batchMs);
      }
    }
  }

  private async call(chain: Chain, batch: [string, Waiting[]][]): Promise<void> {
    const addresses = batch.map(([, waiters]) => waiters[0]?.address ?? '');
    const started = performance.now();
    try {
      const markets = await this.deps.provider.tokens(chain, addresses);
      this.deps.metrics.call('ok', (performance.now() - started) / 1000, addresses.length);
      this.malformedTold = false;
      await this.deps.cache.set(markets);
      this.deps.metrics.addresses('fetched', markets.length);
      batch.forEach(([, waiters], i) => {
        for (const w of waiters) w.resolve(markets[i]);
      });
    } catch (error) {
      const kind = error instanceof MarketDataError ? error.kind : 'network_error';
      this.deps.metrics.call(kind, (performance.now() - started) / 1000, addresses.length);
      const reason = error instanceof Error ? error.message : String(error);
      if (kind === 'rate_limited') {
        const wait = (error as MarketDataError).retryAfterMs ?? DEFAULT_RATE_LIMIT_PAUSE_MS;
        this.pausedUntil = Math.max(this.pausedUntil, this.now() + wait);
        this.deps.log.warn({ retryAfterMs: wait }, `market data: ${reason}; calls paused`);
        this.requeue(chain, batch);
        return;
      }
      if (kind === 'malformed' && !this.malformedTold) {
        this.malformedTold = true;
        this.deps.log.warn({ err: reason }, 'market data: answer refused');
      } else {
        this.deps.log.debug({ err: reason, kind }, 'market data: call failed');
      }
      for (const [, waiters] of batch) for (const w of waiters) w.resolve(undefined);
    } finally {
      this.deps.metrics.pending(this.pending);
    }
  }

  /** A rate-limited batch waits again, ahead of the addresses that came after it. */
  private requeue(chain: Chain, batch: [string, Waiting[]][]): void {
    const byAddress = this.waiting.get(chain) ?? new Map<string, Waiting[]>();
    const merged = new Map<string, Waiting[]>(batch);
    for (const [key, waiters] of byAddress) {
      merged.set(key, [...(merged.get(key) ?? []), ...waiters]);
    }
    this.waiting.set(chain, merged);
  }
}
