import type { AddressMarket, Chain } from '@launchdeck/protocol';
import { AddressMarket as AddressMarketSchema } from '@launchdeck/protocol';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { addressKey } from '../feed/index.ts';

/**
 * Markets read lately, for `ttlMs` (MARKET_DATA_TTL_SECONDS): a lookup within it is answered
 * without the provider. Keys are per chain and spelling-insensitive for 0x addresses.
 */
export interface MarketCache {
  /** Each address's cached market, or undefined. */
  get(chain: Chain, addresses: string[]): Promise<(AddressMarket | undefined)[]>;
  set(markets: AddressMarket[]): Promise<void>;
}

const keyOf = (chain: Chain, address: string) => `${chain}:${addressKey(address, chain)}`;

/** One process's cache: the most recent 20,000 addresses. */
export class MemoryMarketCache implements MarketCache {
  private readonly entries: LRUCache<string, AddressMarket>;

  constructor(ttlMs: number, max = 20_000) {
    this.entries = new LRUCache({ max, ttl: ttlMs });
  }

  async get(chain: Chain, addresses: string[]): Promise<(AddressMarket | undefined)[]> {
    return addresses.map((address) => this.at(chain, address));
  }

  at(chain: Chain, address: string): AddressMarket | undefined {
    const found = this.entries.get(keyOf(chain, address));
    return found && { ...found, address };
  }

  async set(markets: AddressMarket[]): Promise<void> {
    for (const market of markets) this.entries.set(keyOf(market.chain, market.address), market);
  }
}

const PREFIX = 'launchdeck:market:';

/**
 * Shared by every node through Redis (keys expire after the time to live), this process's memory
 * in front. A Redis failure is told to `onError` and the lookup goes on as a miss; an entry that no
 * longer parses is a miss too.
 */
export class RedisMarketCache implements MarketCache {
  private readonly memory: MemoryMarketCache;

  constructor(
    private readonly redis: Redis,
    private readonly ttlMs: number,
    private readonly onError: (error: Error) => void,
  ) {
    this.memory = new MemoryMarketCache(ttlMs);
  }

  async get(chain: Chain, addresses: string[]): Promise<(AddressMarket | undefined)[]> {
    const found = addresses.map((address) => this.memory.at(chain, address));
    const missing = addresses.flatMap((_address, i) => (found[i] ? [] : [i]));
    if (missing.length === 0) return found;
    let stored: (string | null)[] = [];
    try {
      stored = await this.redis.mget(missing.map((i) => PREFIX + keyOf(chain, addresses[i] ?? '')));
    } catch (error) {
      this.onError(error as Error);
      return found;
    }
    const fresh: AddressMarket[] = [];
    missing.forEach((index, n) => {
      const parsed = parseEntry(stored[n]);
      if (!parsed) return;
      const market = { ...parsed, address: addresses[index] ?? parsed.address };
      found[index] = market;
      fresh.push(market);
    });
    await this.memory.set(fresh);
    return found;
  }

  async set(markets: AddressMarket[]): Promise<void> {
    await this.memory.set(markets);
    if (markets.length === 0) return;
    const batch = this.redis.multi();
    for (const market of markets) {
      batch.set(
        PREFIX + keyOf(market.chain, market.address),
        JSON.stringify(market),
        'PX',
        this.ttlMs,
      );
    }
    await batch.exec().catch((error: Error) => this.onError(error));
  }
}

function parseEntry(raw: string | null | undefined): AddressMarket | undefined {
  if (!raw) return undefined;
  try {
    const parsed = AddressMarketSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
