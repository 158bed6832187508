import type { Core, ModuleHooks } from '../module.ts';
import { LaunchesRepository } from './repository.ts';
import { registerLaunchHistoryRoutes } from './routes.ts';
import { LaunchHistory } from './service.ts';
import { LaunchUpdates } from './updates.ts';

/**
 * The launches table: every launch and its outcome (written by the deploy module through `repo`),
 * My Launches' pages (`launch_update` to the owner's windows as rows change), and the retention
 * (LAUNCH_HISTORY_DAYS, in the minute's upkeep).
 */
export function createLaunchesModule(core: Core) {
  const repo = new LaunchesRepository(core.db, core.storage.prepare);
  const updates = new LaunchUpdates({ repo, io: core.io, log: core.log });
  const history = new LaunchHistory({ repo, keepDays: core.config.launchHistoryDays });
  const hooks: ModuleHooks = {
    registerRoutes: (http) => registerLaunchHistoryRoutes(http, { history }),
    upkeep: async () => {
      await history.prune();
    },
    close: () => updates.close(),
  };
  return { repo, updates, hooks };
}

export type LaunchesModule = ReturnType<typeof createLaunchesModule>;

// What other modules may use of this one.
export { launchPage } from './page.ts';
export { deployModeOf, launchRecordOf } from './record.ts';
export {
  type HistoryCount,
  type HistoryRow,
  type LaunchClaim,
  LaunchesRepository,
  type LaunchOutcome,
  type LaunchRow,
  type NewLaunch,
} from './repository.ts';
export type { LaunchChanged, LaunchChanges } from './updates.ts';
