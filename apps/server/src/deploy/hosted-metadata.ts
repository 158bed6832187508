import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../storage/database.ts';
import { tokenMetadata } from '../storage/schema.ts';
import type { MetadataStore, TokenMetadataJson } from './metadata-store.ts';

export const METADATA_PATH = '/api/token-metadata';

/** Keys in a fixed order, so the same token always hashes to the same address. */
function canonical(json: TokenMetadataJson): string {
  return JSON.stringify(json, Object.keys(json).sort());
}

/** The content address of a metadata JSON: its SHA-256, base64url. */
export function metadataId(json: TokenMetadataJson): string {
  return createHash('sha256').update(canonical(json)).digest('base64url');
}

/**
 * DESIGN MetadataStore, our own host: each token's metadata JSON stored once under its content
 * address and served at a stable URL (`{base}/api/token-metadata/{id}.json`), so no third-party
 * upload sits on the launch path (research §1a: pump.fun's IPFS host is fragile).
 */
export class HostedMetadataStore implements MetadataStore {
  constructor(
    private readonly db: Database,
    private readonly baseUrl: string,
  ) {}

  /** The URI a JSON will have, known before it is stored (content addressed). */
  uriOf(json: TokenMetadataJson): string {
    return `${this.baseUrl}${METADATA_PATH}/${metadataId(json)}.json`;
  }

  async put(json: TokenMetadataJson): Promise<{ uri: string }> {
    await this.db
      .insert(tokenMetadata)
      .values({ id: metadataId(json), json })
      .onConflictDoNothing();
    return { uri: this.uriOf(json) };
  }

  async get(id: string): Promise<Record<string, unknown> | undefined> {
    const rows = await this.db
      .select({ json: tokenMetadata.json })
      .from(tokenMetadata)
      .where(eq(tokenMetadata.id, id));
    return rows[0]?.json;
  }
}
