import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { MarketCallFailure } from './dexscreener.ts';

export type MarketCallOutcome = 'ok' | MarketCallFailure;
/** How an address was answered: from the cache, our launches, a provider call, or dropped unasked. */
export type MarketAddressResult = 'cache_hit' | 'own_launch' | 'fetched' | 'dropped';

/**
 * Issue 52 item 4: the provider's health in /metrics. `launchdeck_market_data_up` is 1 while the
 * last call answered, 0 after a failed one.
 */
export class MarketMetrics {
  private readonly calls: Counter<'outcome'>;
  private readonly callSeconds: Histogram<'outcome'>;
  private readonly batchSize: Histogram;
  private readonly addressCount: Counter<'result'>;
  private readonly up: Gauge;
  private readonly waiting: Gauge;
  private readonly updates: Counter<'reason'>;

  constructor(registry: Registry) {
    const registers = [registry];
    this.calls = new Counter({
      name: 'launchdeck_market_data_calls_total',
      help: "Calls of the market data provider (DexScreener's tokens endpoint), by outcome.",
      labelNames: ['outcome'],
      registers,
    });
    this.callSeconds = new Histogram({
      name: 'launchdeck_market_data_call_seconds',
      help: 'Per provider call: from sending it to its answer or failure.',
      labelNames: ['outcome'],
      buckets: [0.025, 0.05, 0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 6.4],
      registers,
    });
    this.batchSize = new Histogram({
      name: 'launchdeck_market_data_batch_addresses',
      help: 'Addresses per provider call (at most 30).',
      buckets: [1, 2, 3, 5, 10, 20, 30],
      registers,
    });
    this.addressCount = new Counter({
      name: 'launchdeck_market_data_addresses_total',
      help: 'Addresses looked up, by how they were answered.',
      labelNames: ['result'],
      registers,
    });
    this.up = new Gauge({
      name: 'launchdeck_market_data_up',
      help: "1 while the market data provider's last call answered, 0 after a failed one.",
      registers,
    });
    this.waiting = new Gauge({
      name: 'launchdeck_market_data_pending_addresses',
      help: 'Addresses waiting for a provider call.',
      registers,
    });
    this.updates = new Counter({
      name: 'launchdeck_market_data_post_updates_total',
      help: 'Posts sent again (tweet_update) with their markets: first known, or changed on a refresh.',
      labelNames: ['reason'],
      registers,
    });
  }

  call(outcome: MarketCallOutcome, seconds: number, addresses: number): void {
    this.calls.inc({ outcome });
    this.callSeconds.observe({ outcome }, seconds);
    this.batchSize.observe(addresses);
    this.up.set(outcome === 'ok' ? 1 : 0);
  }

  addresses(result: MarketAddressResult, n: number): void {
    if (n > 0) this.addressCount.inc({ result }, n);
  }

  pending(n: number): void {
    this.waiting.set(n);
  }

  updated(reason: 'first' | 'refresh'): void {
    this.updates.inc({ reason });
  }
}
