import type { Config } from '../config.ts';
import type { HostedMetadataStore } from '../deploy/index.ts';
import type { Database } from '../storage/database.ts';
import type { AssetSource } from './asset-source.ts';
import { DasAssetSource } from './das-source.ts';
import { LaunchedAssetSource } from './launched-assets.ts';
import { hostedMetadataId } from './own-metadata.ts';
import { TokenLinksReader } from './token-links.ts';

/** What the vamp routes read a token from: its asset (getAsset) and its links. */
export type VampServices = { assets: AssetSource; links: TokenLinksReader };

export type VampServicesDeps = {
  db: Database;
  metadata: HostedMetadataStore;
  config: Pick<Config, 'solanaDasUrl' | 'publicOrigins'> & { launch: { metadataBaseUrl: string } };
};

/**
 * getAsset from SOLANA_DAS_URL when set, else from our own launches; a token's links, with the
 * metadata we host read from the store rather than over HTTP.
 */
export function createVampServices(deps: VampServicesDeps): VampServices {
  const ourOrigins = [
    ...deps.config.publicOrigins,
    new URL(deps.config.launch.metadataBaseUrl).origin,
  ];
  const assets: AssetSource = deps.config.solanaDasUrl
    ? new DasAssetSource({ url: deps.config.solanaDasUrl })
    : new LaunchedAssetSource({ db: deps.db, metadata: deps.metadata, ourOrigins });
  const links = new TokenLinksReader({
    ownMetadata: async (uri) => {
      const id = hostedMetadataId(uri, ourOrigins);
      return id === undefined ? undefined : ((await deps.metadata.get(id)) ?? null);
    },
  });
  return { assets, links };
}
