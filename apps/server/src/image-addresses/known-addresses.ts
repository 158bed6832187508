import type { Chain } from '@launchdeck/protocol';
import { type SQL, sql } from 'drizzle-orm';
import { addressKey } from '../feed/index.ts';
import { type Database, rowsOf } from '../storage/database.ts';
import { checksummed } from './checksum.ts';
import type { KnownAddresses, LocalSource } from './verify.ts';

export type StoredAddressesDeps = {
  db: Database;
  /**
   * True when getAsset answers from the offline store (no SOLANA_DAS_URL): the tokens our
   * launches made, the offline launcher's simulated ones included (vamp/launched-assets.ts).
   */
  offlineAssets: boolean;
};

/** The spellings a 0x address may be stored in: as given, lower case, EIP-55. */
function spellingsOf(addresses: string[], chain: Chain): string[] {
  if (chain === 'solana') return [...new Set(addresses)];
  return [...new Set(addresses.flatMap((a) => [a, a.toLowerCase(), checksummed(a)]))];
}

const valuesOf = (spellings: string[]): SQL =>
  sql.join(
    spellings.map((s) => sql`(${s})`),
    sql`, `,
  );

/**
 * The local sources of issue 31 item 3, for every alternative of a read in two queries: a stored
 * post's text (its contract_addresses, those its images added left out; the GIN index on
 * contract_addresses answers), and our launches: a real one (`launch`), or a simulated one the
 * offline getAsset store answers for (`asset`, Solana, when no DAS provider is set).
 */
export class StoredAddresses implements KnownAddresses {
  constructor(private readonly deps: StoredAddressesDeps) {}

  async sourcesOf(addresses: string[], chain: Chain): Promise<(LocalSource | undefined)[]> {
    const spellings = spellingsOf(addresses, chain);
    const found = new Map<string, LocalSource>();
    const [inText, launched] = await Promise.all([
      this.inText(spellings, chain),
      this.launched(spellings),
    ]);
    for (const { address, simulated } of launched) {
      const source = simulated
        ? chain === 'solana' && this.deps.offlineAssets
          ? 'asset'
          : undefined
        : 'launch';
      const key = addressKey(address, chain);
      if (source && found.get(key) !== 'launch') found.set(key, source);
    }
    for (const address of inText) found.set(addressKey(address, chain), 'text');
    return addresses.map((address) => found.get(addressKey(address, chain)));
  }

  private async inText(spellings: string[], chain: Chain): Promise<string[]> {
    const rows = rowsOf<{ address: string }>(
      await this.deps.db.execute(sql`
        select s.address from (values ${valuesOf(spellings)}) as s(address)
        where exists (
          select 1 from posts
          where (data -> 'contract_addresses')
                  @> jsonb_build_array(jsonb_build_object('address', s.address, 'chain', ${chain}::text))
            and not coalesce((data -> 'imageAddresses')
                  @> jsonb_build_array(jsonb_build_object('address', s.address)), false))`),
    );
    return rows.map((row) => row.address);
  }

  private async launched(spellings: string[]): Promise<{ address: string; simulated: boolean }[]> {
    return rowsOf<{ address: string; simulated: boolean }>(
      await this.deps.db.execute(sql`
        select made.address, launches.simulated
        from launches, jsonb_array_elements_text(launches.addresses) as made(address)
        where launches.status in ('sent', 'confirmed') and made.address in (${sql.join(
          spellings.map((s) => sql`${s}`),
          sql`, `,
        )})`),
    );
  }
}
