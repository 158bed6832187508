import type { LaunchListQuery, LaunchListResponse } from '@launchdeck/protocol';
import { launchPage } from './page.ts';
import type { LaunchesRepository } from './repository.ts';

const DAY_MS = 86_400_000;

export type LaunchHistoryDeps = {
  repo: Pick<LaunchesRepository, 'page' | 'prune'>;
  /** LAUNCH_HISTORY_DAYS: launches older than this leave the history. */
  keepDays: number;
  now?: () => number;
};

/** My Launches (issue 32): a trader's own launches, newest first, and their retention. */
export class LaunchHistory {
  constructor(private readonly deps: LaunchHistoryDeps) {}

  async list(userId: number, query: LaunchListQuery): Promise<LaunchListResponse> {
    const rows = await this.deps.repo.page({ ...query, userId });
    return launchPage(rows, query.limit, (_row, record) => record);
  }

  /** Deletes the launches older than the retention; answers how many went. */
  prune(): Promise<number> {
    const now = (this.deps.now ?? Date.now)();
    return this.deps.repo.prune(new Date(now - this.deps.keepDays * DAY_MS));
  }
}
