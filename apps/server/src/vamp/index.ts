import type { HostedMetadataStore } from '../deploy/index.ts';
import type { ExtensionTokensRepository } from '../extensions/index.ts';
import type { Core, ModuleHooks } from '../module.ts';
import { registerVampRoutes } from './routes.ts';
import { createVampServices } from './services.ts';

/** Vamp (docs/extensions.md): getAsset, a token's links, and the extensions' server trigger. */
export function createVampModule(
  core: Core,
  deps: { metadata: HostedMetadataStore; extensionTokens: ExtensionTokensRepository },
) {
  const services = createVampServices({
    db: core.db,
    metadata: deps.metadata,
    config: core.config,
  });
  const hooks: ModuleHooks = {
    registerRoutes: (http) =>
      registerVampRoutes(http, { io: core.io, ...services, extensionTokens: deps.extensionTokens }),
  };
  return { hooks };
}

// What other modules may use of this one.
export { RPC_CODES } from './asset-source.ts';
export { DasAssetSource } from './das-source.ts';
