import type { Core, ModuleHooks } from '../module.ts';
import { ReferralLedger } from './ledger.ts';
import { ReferralRepository } from './repository.ts';
import { registerReferralRoutes } from './routes.ts';
import { ReferralService } from './service.ts';

/** Referral codes and the ledger of fees each confirmed launch owes its referrer (LAUNCH_FEES). */
export function createReferralModule(core: Core) {
  const ledger = new ReferralLedger(core.db, core.config.launchFees);
  const referral = new ReferralService(new ReferralRepository(core.db));
  const hooks: ModuleHooks = {
    registerRoutes: (http) => registerReferralRoutes(http, { referral }),
  };
  return { ledger, hooks };
}

// What other modules may use of this one.
