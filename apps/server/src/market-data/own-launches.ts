import type { AddressMarket, Chain } from '@launchdeck/protocol';
import { sql } from 'drizzle-orm';
import { addressKey } from '../feed/index.ts';
import { type Database, rowsOf } from '../storage/database.ts';

type LaunchedRow = { address: string; mode: string; created_at: string | Date };

/**
 * Issue 52 item 2: tokens launched through Launchdeck are known at once, before any market data
 * provider has indexed them: a real launch that was sent or confirmed (a simulated one made no
 * token) gives `{source: 'launchdeck', pairCreatedAt: the launch's time, dex: its platform}`.
 * BNB addresses match in any case.
 */
export class OwnLaunchMarkets {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async marketsOf(chain: Chain, addresses: string[]): Promise<AddressMarket[]> {
    if (addresses.length === 0) return [];
    const wanted = new Map(addresses.map((a) => [addressKey(a, chain), a]));
    const keys = [...wanted.keys()];
    const modes = chain === 'bnb' ? sql`launches.mode = 'bnb'` : sql`launches.mode <> 'bnb'`;
    const match =
      chain === 'bnb'
        ? sql`lower(made.address) in (${sql.join(
            keys.map((k) => sql`${k}`),
            sql`, `,
          )})`
        : sql`made.address in (${sql.join(
            keys.map((k) => sql`${k}`),
            sql`, `,
          )})`;
    const rows = rowsOf<LaunchedRow>(
      await this.db.execute(sql`
        select made.address, launches.mode, launches.created_at
        from launches, jsonb_array_elements_text(launches.addresses) as made(address)
        where launches.status in ('sent', 'confirmed') and not launches.simulated
          and ${modes} and ${match}`),
    );
    const fetchedAt = this.now();
    const found = new Map<string, AddressMarket>();
    for (const row of rows) {
      const key = addressKey(row.address, chain);
      const address = wanted.get(key);
      if (!address || found.has(key)) continue;
      found.set(key, {
        address,
        chain,
        pairCreatedAt: new Date(row.created_at).getTime(),
        dex: row.mode,
        source: 'launchdeck',
        fetchedAt,
      });
    }
    return [...found.values()];
  }
}
