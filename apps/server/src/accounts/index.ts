import type { Core, ModuleHooks } from '../module.ts';
import { registerAccountsRoutes } from './routes.ts';
import { AccountsService } from './service.ts';

/** The watched accounts (the feed's authors a trader follows): their list and its changes. */
export function createAccountsModule(core: Core) {
  const service = new AccountsService(core.db);
  const hooks: ModuleHooks = {
    registerRoutes: (http) => registerAccountsRoutes(http, { accounts: service, io: core.io }),
  };
  return { service, hooks };
}

// What other modules may use of this one.
export type { AccountsService } from './service.ts';
