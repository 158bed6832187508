import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/index.ts';
import type { ExtensionTokensRepository } from '../extensions/index.ts';
import type { RealtimeServer } from '../realtime/types.ts';
import { registerRpcRoute } from './rpc-route.ts';
import type { VampServices } from './services.ts';
import { registerTokenLinksRoute } from './token-links-route.ts';
import { registerVampTriggerRoute } from './trigger-route.ts';

export type VampRoutesDeps = VampServices & {
  io: RealtimeServer;
  /**
   * Unused: route() resolves sessions and the extensions' bearer tokens (which the trigger
   * accepts beside a session) with the app's identity (http/guards.ts); callers may still pass them.
   */
  auth?: AuthService;
  extensionTokens?: ExtensionTokensRepository;
};

/**
 * FC §4 / §7 vamp: getAsset (POST /api/rpc), a token's links (POST /api/token-links) and the
 * server trigger (POST /api/vamp), which the browser extensions call with their bearer token.
 */
export function registerVampRoutes(http: FastifyInstance, deps: VampRoutesDeps): void {
  const { assets, links } = deps;
  registerRpcRoute(http, { assets });
  registerTokenLinksRoute(http, { links });
  registerVampTriggerRoute(http, { io: deps.io, assets, links });
}
