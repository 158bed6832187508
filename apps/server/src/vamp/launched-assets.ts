import type { GetAssetResult } from '@launchdeck/protocol';
import { and, desc, inArray, sql } from 'drizzle-orm';
import type { HostedMetadataStore } from '../deploy/index.ts';
import type { Database } from '../storage/database.ts';
import { launches } from '../storage/schema.ts';
import { ASSET_NOT_FOUND, type AssetAnswer, type AssetSource } from './asset-source.ts';
import { hostedMetadataId } from './own-metadata.ts';

export type LaunchedAssetsDeps = {
  db: Database;
  metadata: HostedMetadataStore;
  /** The origins our hosted metadata URIs start with (the public origins, the metadata base). */
  ourOrigins: readonly string[];
};

/**
 * Offline getAsset (no SOLANA_DAS_URL): the tokens our launches made, the offline launcher's
 * included, answered in Helius's shape. A token is public once launched, so any user's launch
 * answers; only a successful one, whose mint exists (or, offline, was simulated as existing).
 */
export class LaunchedAssetSource implements AssetSource {
  constructor(private readonly deps: LaunchedAssetsDeps) {}

  async getAsset(id: string): Promise<AssetAnswer> {
    const [row] = await this.deps.db
      .select({
        name: launches.name,
        ticker: launches.ticker,
        website: launches.website,
        image: launches.image,
        metadataUri: launches.metadataUri,
      })
      .from(launches)
      // A launch's mints are a jsonb array; @> finds the launch that made this one.
      .where(
        and(
          inArray(launches.status, ['sent', 'confirmed']),
          sql`${launches.addresses} @> ${JSON.stringify([id])}::jsonb`,
        ),
      )
      .orderBy(desc(launches.id))
      .limit(1);
    if (!row) return { error: ASSET_NOT_FOUND };
    const json = await this.hostedJson(row.metadataUri);
    const description = typeof json?.description === 'string' ? json.description : '';
    const result: GetAssetResult = {
      id,
      content: {
        json_uri: row.metadataUri ?? '',
        metadata: { name: row.name, symbol: row.ticker, description },
        links: {
          ...(row.image ? { image: row.image } : {}),
          ...(row.website ? { external_url: row.website } : {}),
        },
      },
    };
    return { result };
  }

  private async hostedJson(uri: string | null): Promise<Record<string, unknown> | undefined> {
    const hosted = uri ? hostedMetadataId(uri, this.deps.ourOrigins) : undefined;
    return hosted ? this.deps.metadata.get(hosted) : undefined;
  }
}
