import type { Chain } from '@launchdeck/protocol';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../storage/database.ts';
import type { AssetSource } from '../vamp/asset-source.ts';
import { checksummed } from './checksum.ts';
import type { KnownAddresses } from './verify.ts';

export type StoredAddressesDeps = {
  db: Database;
  /** The offline getAsset store (no SOLANA_DAS_URL); absent when getAsset asks a DAS provider. */
  offlineAssets?: AssetSource;
};

/** The spellings a 0x address is stored in: as given, lower case, EIP-55. */
function spellingsOf(address: string, chain: Chain): string[] {
  if (chain === 'solana') return [address];
  return [...new Set([address, address.toLowerCase(), checksummed(address)])];
}

const anyOf = (conditions: ReturnType<typeof sql>[]) => sql.join(conditions, sql` or `);

/**
 * The local sources of issue 31 item 3, asked in order: a stored post's text (its
 * contract_addresses, those its images added left out), one of our real launches, and the offline
 * getAsset store (which also holds the simulated launches of the offline launcher).
 */
export class StoredAddresses implements KnownAddresses {
  constructor(private readonly deps: StoredAddressesDeps) {}

  async sourceOf(address: string, chain: Chain): Promise<'text' | 'launch' | 'asset' | undefined> {
    const spellings = spellingsOf(address, chain);
    if (await this.inText(spellings, chain)) return 'text';
    if (await this.inLaunches(spellings)) return 'launch';
    if (chain === 'solana' && this.deps.offlineAssets) {
      const answer = await this.deps.offlineAssets.getAsset(address);
      if ('result' in answer) return 'asset';
    }
    return undefined;
  }

  /** A stored post whose text holds the address (the GIN index on contract_addresses answers). */
  private async inText(spellings: string[], chain: Chain): Promise<boolean> {
    const matches = spellings.map((address) => {
      const inText = JSON.stringify([{ address, chain }]);
      const fromImage = JSON.stringify([{ address }]);
      return sql`((data -> 'contract_addresses') @> ${inText}::jsonb
        and not coalesce((data -> 'imageAddresses') @> ${fromImage}::jsonb, false))`;
    });
    const rows = rowsOf(
      await this.deps.db.execute(sql`select 1 as hit from posts where ${anyOf(matches)} limit 1`),
    );
    return rows.length > 0;
  }

  /** A successful launch of ours (not the offline launcher's simulation) that made the token. */
  private async inLaunches(spellings: string[]): Promise<boolean> {
    const matches = spellings.map(
      (address) => sql`addresses @> ${JSON.stringify([address])}::jsonb`,
    );
    const rows = rowsOf(
      await this.deps.db.execute(sql`select 1 as hit from launches
        where status = 'success' and not simulated and (${anyOf(matches)}) limit 1`),
    );
    return rows.length > 0;
  }
}
