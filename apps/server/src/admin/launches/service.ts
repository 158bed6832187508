import {
  type AdminLaunchListQuery,
  type AdminLaunchListResponse,
  DEPLOY_MODES,
  LAUNCH_STATUSES,
  type LaunchCounts,
} from '@launchdeck/protocol';
import type { HistoryCount, LaunchesRepository } from '../../launches/index.ts';
import { deployModeOf, launchPage } from '../../launches/index.ts';

const DAY_MS = 86_400_000;

export type LaunchesAdminDeps = {
  repo: Pick<LaunchesRepository, 'page' | 'countsSince'>;
  now?: () => number;
};

/** Every count at zero, then the rows added in. */
function countsOf(rows: HistoryCount[]): LaunchCounts {
  const counts: LaunchCounts = {
    byPlatform: Object.fromEntries(
      DEPLOY_MODES.map((mode) => [mode, 0]),
    ) as LaunchCounts['byPlatform'],
    byStatus: Object.fromEntries(LAUNCH_STATUSES.map((s) => [s, 0])) as LaunchCounts['byStatus'],
    total: 0,
  };
  for (const row of rows) {
    const mode = deployModeOf(row.mode);
    if (!mode) continue;
    counts.byPlatform[mode] += row.count;
    counts.byStatus[row.status] += row.count;
    counts.total += row.count;
  }
  return counts;
}

/** The admin panel's Launches tab (issue 32): every trader's launches and the last day's counts. */
export class LaunchesAdmin {
  constructor(private readonly deps: LaunchesAdminDeps) {}

  async list(query: AdminLaunchListQuery): Promise<AdminLaunchListResponse> {
    const since = new Date((this.deps.now ?? Date.now)() - DAY_MS);
    const [rows, counts] = await Promise.all([
      this.deps.repo.page(query),
      this.deps.repo.countsSince(since),
    ]);
    const page = launchPage(rows, query.limit, (row, record) => ({
      ...record,
      username: row.username,
    }));
    return { ...page, last24h: countsOf(counts) };
  }
}
