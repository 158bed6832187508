import type { Core, ModuleHooks } from '../module.ts';
import { ExtensionTokensRepository } from './repository.ts';
import { registerExtensionRoutes } from './routes.ts';

/** The browser extensions' bearer tokens: made, shown once, replaced and revoked by their trader. */
export function createExtensionsModule(core: Core) {
  const tokens = new ExtensionTokensRepository(core.db);
  const hooks: ModuleHooks = {
    registerRoutes: (http) => registerExtensionRoutes(http, { tokens }),
  };
  return { tokens, hooks };
}

// What other modules may use of this one.
export type { ExtensionTokensRepository } from './repository.ts';
