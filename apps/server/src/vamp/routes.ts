import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import type { Config } from '../config.ts';
import type { HostedMetadataStore } from '../deploy/hosted-metadata.ts';
import { requireSessionOrExtension } from '../extensions/bearer.ts';
import { ExtensionTokensRepository } from '../extensions/repository.ts';
import type { RealtimeServer } from '../realtime/types.ts';
import type { Database } from '../storage/database.ts';
import type { AssetSource } from './asset-source.ts';
import { DasAssetSource } from './das-source.ts';
import { LaunchedAssetSource } from './launched-assets.ts';
import { hostedMetadataId } from './own-metadata.ts';
import { vampLookupRateLimit } from './rate-limit.ts';
import { registerRpcRoute } from './rpc-route.ts';
import { TokenLinksReader } from './token-links.ts';
import { registerTokenLinksRoute } from './token-links-route.ts';
import { registerVampTriggerRoute } from './trigger-route.ts';

export type VampRoutesDeps = {
  auth: AuthService;
  io: RealtimeServer;
  db: Database;
  metadata: HostedMetadataStore;
  config: Pick<Config, 'solanaDasUrl' | 'publicOrigins'> & { launch: { metadataBaseUrl: string } };
};

/**
 * FC §4 / §7 vamp: getAsset (POST /api/rpc), a token's links (POST /api/token-links) and the
 * server trigger (POST /api/vamp), which the browser extensions call with their bearer token.
 */
export function registerVampRoutes(http: FastifyInstance, deps: VampRoutesDeps): void {
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
  const limit = vampLookupRateLimit(http);
  registerRpcRoute(http, { auth: deps.auth, assets, limit });
  registerTokenLinksRoute(http, { auth: deps.auth, links, limit });
  registerVampTriggerRoute(http, {
    io: deps.io,
    assets,
    links,
    limit,
    caller: requireSessionOrExtension(deps.auth, new ExtensionTokensRepository(deps.db)),
  });
}
