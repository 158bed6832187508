import type { AddressMarket, Chain, ContractAddress, Post } from '@launchdeck/protocol';
import { isTrading } from '@launchdeck/protocol';
import type { FeedBus, FeedChange } from '../feed/index.ts';
import { addressKey } from '../feed/index.ts';
import type { MarketLookup } from './lookup.ts';
import type { MarketMetrics } from './metrics.ts';

export type MarketEnricherDeps = {
  bus: FeedBus;
  lookup: Pick<MarketLookup, 'lookup'>;
  /** Sends the stored post again (tweet_update) as `change` makes it (IngestService.updatePost). */
  updatePost(id: string, change: (post: Post) => Post | undefined): Promise<unknown>;
  metrics: MarketMetrics;
  /** How often the newest cards' markets are read again, ms (MARKET_DATA_REFRESH_SECONDS). */
  refreshMs: number;
  /** How many of the newest posts with addresses are refreshed. */
  refreshNewest: number;
  /** For how long after its arrival a post is refreshed, ms. */
  refreshForMs: number;
  log: { warn(obj: object, msg: string): void };
  now?: () => number;
};

type Tracked = { addresses: ContractAddress[]; since: number };

const COMPACT = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumSignificantDigits: 2,
});

/**
 * What a card shows of a market: a refresh sends the post again only when this changes (the
 * compact market cap and liquidity to two digits, the pair, trading or not), so a market moving by
 * cents does not cost every browser an update.
 */
export function shownOf(market: AddressMarket | undefined): string {
  if (!market) return 'unknown';
  if (!isTrading(market)) return 'not trading';
  const figure = (n: number | undefined) => (n === undefined ? '-' : COMPACT.format(n));
  return [
    market.source,
    figure(market.marketCapUsd),
    figure(market.liquidityUsd),
    market.pairCreatedAt ?? '-',
    market.dex ?? '-',
    market.pairUrl ?? '-',
  ].join('|');
}

/**
 * The post's markets after `found`: one entry per address it still carries, in its order; the
 * known entry kept where nothing new was found. Undefined when nothing changes for the card.
 */
export function withMarkets(
  post: Post,
  found: AddressMarket[],
  mode: 'missing' | 'changed',
): Post | undefined {
  const before = new Map(
    (post.addressMarkets ?? []).map((m) => [`${m.chain}:${addressKey(m.address, m.chain)}`, m]),
  );
  const fresh = new Map(found.map((m) => [`${m.chain}:${addressKey(m.address, m.chain)}`, m]));
  let changed = false;
  const markets: AddressMarket[] = [];
  for (const { address, chain } of post.contract_addresses) {
    const key = `${chain}:${addressKey(address, chain)}`;
    const old = before.get(key);
    const next = fresh.get(key);
    const keep =
      mode === 'missing' ? (old ?? next) : next && shownOf(next) !== shownOf(old) ? next : old;
    if (keep !== old) changed = true;
    if (keep) markets.push({ ...keep, address });
  }
  if (markets.length !== before.size) changed = true;
  return changed ? { ...post, addressMarkets: markets } : undefined;
}

/**
 * Issue 52: the market of every address a stored post carries (its text's, and its pictures'
 * verified ones), sent as tweet_update after the post itself, never before: the bus listener only
 * notes the post, the lookups run on later turns of the event loop. The newest posts are read
 * again every `refreshMs` while they are young, and sent again only when what their cards show
 * changed. Each node enriches the posts it stored.
 */
export class MarketEnricher {
  private readonly tracked = new Map<string, Tracked>();
  private unsubscribe: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private refreshing = false;
  private readonly now: () => number;
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly deps: MarketEnricherDeps) {
    this.now = deps.now ?? Date.now;
  }

  start(): void {
    this.unsubscribe = this.deps.bus.subscribe((changes, local) => {
      if (local) this.take(changes);
    });
    this.timer = setInterval(() => void this.refresh(), this.deps.refreshMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.unsubscribe?.();
    clearInterval(this.timer);
    await Promise.allSettled([...this.running]);
  }

  /** Resolves when no lookup or update runs (tests, the bench). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Reads the tracked posts' markets again now (the timer's work; tests call it). */
  async refresh(): Promise<void> {
    if (this.refreshing) return;
    this.refreshing = true;
    try {
      const oldest = this.now() - this.deps.refreshForMs;
      for (const [id, entry] of this.tracked) if (entry.since < oldest) this.tracked.delete(id);
      const posts = [...this.tracked].slice(-this.deps.refreshNewest);
      await Promise.all(posts.map(([id, entry]) => this.enrich(id, entry.addresses, 'refresh')));
    } finally {
      this.refreshing = false;
    }
  }

  private take(changes: FeedChange[]): void {
    for (const { post } of changes) {
      if (!post) continue;
      if (post.isDeleted || post.contract_addresses.length === 0) {
        this.tracked.delete(post.id);
        continue;
      }
      const since = this.tracked.get(post.id)?.since ?? this.now();
      this.tracked.delete(post.id);
      this.tracked.set(post.id, { addresses: post.contract_addresses, since });
      while (this.tracked.size > this.deps.refreshNewest) {
        const first = this.tracked.keys().next();
        if (first.done) break;
        this.tracked.delete(first.value);
      }
      const known = new Set(
        (post.addressMarkets ?? []).map((m) => `${m.chain}:${addressKey(m.address, m.chain)}`),
      );
      const missing = post.contract_addresses.filter(
        (a) => !known.has(`${a.chain}:${addressKey(a.address, a.chain)}`),
      );
      if (missing.length > 0) this.track(this.enrich(post.id, missing, 'first'));
    }
  }

  private track(work: Promise<unknown>): void {
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
  }

  private async enrich(
    id: string,
    addresses: ContractAddress[],
    reason: 'first' | 'refresh',
  ): Promise<void> {
    try {
      const byChain = new Map<Chain, string[]>();
      for (const { address, chain } of addresses) {
        byChain.set(chain, [...(byChain.get(chain) ?? []), address]);
      }
      const answers = await Promise.all(
        [...byChain].map(([chain, list]) => this.deps.lookup.lookup(chain, list)),
      );
      const found = answers.flat().filter((m): m is AddressMarket => m !== undefined);
      if (found.length === 0) return;
      const mode = reason === 'first' ? 'missing' : 'changed';
      let sent = false;
      await this.deps.updatePost(id, (post) => {
        const next = withMarkets(post, found, mode);
        sent = next !== undefined;
        return next;
      });
      if (sent) this.deps.metrics.updated(reason);
    } catch (error) {
      this.deps.log.warn(
        { post: id, err: error instanceof Error ? error.message : String(error) },
        'market data: post not updated',
      );
    }
  }
}
