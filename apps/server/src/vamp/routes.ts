import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import { requireSessionOrExtension } from '../extensions/bearer.ts';
import type { ExtensionTokensRepository } from '../extensions/repository.ts';
import type { RealtimeServer } from '../realtime/types.ts';
import { vampLookupRateLimit } from './rate-limit.ts';
import { registerRpcRoute } from './rpc-route.ts';
import type { VampServices } from './services.ts';
import { registerTokenLinksRoute } from './token-links-route.ts';
import { registerVampTriggerRoute } from './trigger-route.ts';

export type VampRoutesDeps = VampServices & {
  auth: AuthService;
  io: RealtimeServer;
  /** The extensions' bearer tokens, which the trigger accepts beside a session. */
  extensionTokens: ExtensionTokensRepository;
};

/**
 * FC §4 / §7 vamp: getAsset (POST /api/rpc), a token's links (POST /api/token-links) and the
 * server trigger (POST /api/vamp), which the browser extensions call with their bearer token.
 */
export function registerVampRoutes(http: FastifyInstance, deps: VampRoutesDeps): void {
  const { auth, assets, links } = deps;
  const limit = vampLookupRateLimit(http);
  registerRpcRoute(http, { auth, assets, limit });
  registerTokenLinksRoute(http, { auth, links, limit });
  registerVampTriggerRoute(http, {
    io: deps.io,
    assets,
    links,
    limit,
    caller: requireSessionOrExtension(auth, deps.extensionTokens),
  });
}
