import type { Registry } from 'prom-client';
import type { FeedBus, IngestService } from '../feed/index.ts';
import type { Core, ModuleHooks } from '../module.ts';
import { MemoryMarketCache, RedisMarketCache } from './cache.ts';
import { DexScreenerClient } from './dexscreener.ts';
import { MarketEnricher } from './enricher.ts';
import { MarketLookup } from './lookup.ts';
import { MarketMetrics } from './metrics.ts';
import { OwnLaunchMarkets } from './own-launches.ts';
import { ProviderPacer } from './pacer.ts';

export { MarketEnricher } from './enricher.ts';

/** The newest posts with addresses whose markets are refreshed, and for how long. */
export const MARKET_REFRESH = { newest: 50, forMs: 30 * 60_000 } as const;

/**
 * Issue 52's module: each stored post's addresses with their market (DexScreener, our own
 * launches), sent as tweet_update after the post; nothing with MARKET_DATA=off. Its figures and the
 * provider's health go to /metrics through `registry`.
 */
export function createMarketDataModule(
  core: Core,
  deps: { bus: FeedBus; ingest: Pick<IngestService, 'updatePost'>; registry: Registry },
) {
  const settings = core.config.marketData;
  if (!settings) return { enricher: undefined, hooks: {} };
  const metrics = new MarketMetrics(deps.registry);
  const cache = core.redis
    ? new RedisMarketCache(core.redis.commands, settings.ttlMs, core.redisError)
    : new MemoryMarketCache(settings.ttlMs);
  const pacer = new ProviderPacer(core.counter, 'market-data:dexscreener', settings.ratePerMinute);
  const ownLaunches = new OwnLaunchMarkets(core.db);
  const lookup = new MarketLookup({
    provider: new DexScreenerClient({ baseUrl: settings.url, timeoutMs: settings.timeoutMs }),
    pace: () => pacer.slot(),
    cache,
    ownLaunches: (chain, addresses) => ownLaunches.marketsOf(chain, addresses),
    metrics,
    batchMs: settings.batchMs,
    log: core.log,
  });
  const enricher = new MarketEnricher({
    bus: deps.bus,
    lookup,
    updatePost: (id, change) => deps.ingest.updatePost(id, change),
    metrics,
    refreshMs: settings.refreshMs,
    refreshNewest: MARKET_REFRESH.newest,
    refreshForMs: MARKET_REFRESH.forMs,
    log: core.log,
  });
  enricher.start();
  const hooks: ModuleHooks = {
    stop: async () => {
      lookup.close();
      await enricher.close();
    },
  };
  return { enricher, hooks };
}
