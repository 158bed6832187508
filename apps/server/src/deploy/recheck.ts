import { DEPLOY_LIMITS, LAUNCH_HISTORY_MESSAGES } from '@launchdeck/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type {
  HistoryRow,
  LaunchChanged,
  LaunchesRepository,
  LaunchOutcome,
} from '../launches/index.ts';
import { deployModeOf } from '../launches/index.ts';
import { LaunchError } from './launcher.ts';
import type { Launchers } from './launchers.ts';
import type { ConfirmedLaunch } from './service.ts';

/**
 * Ours: a launch still unsettled this long after it was written was left by a node that stopped:
 * a running node settles each of its launches within the launch deadline.
 */
export const RECHECK_AFTER_MS = DEPLOY_LIMITS.deadlineMs + 30_000;

export type LaunchRecheckDeps = {
  repo: Pick<LaunchesRepository, 'takeUnsettled' | 'settle'>;
  launchers: Launchers;
  log: FastifyBaseLogger;
  onChange: LaunchChanged;
  /** Told of a launch the re-check found confirmed (the referral ledger), as the launch path does. */
  onConfirmed?: (launch: ConfirmedLaunch) => Promise<unknown>;
  /** RECHECK_AFTER_MS unless given (a test restarts at once). */
  afterMs?: number;
  /** How long the chain is asked about each launch (the launch deadline unless given). */
  deadlineMs?: number;
  now?: () => number;
};

/**
 * The launches a stopped node left at `preparing` or `sent` (issue 32: not left there forever),
 * checked again at start-up and in the minute's upkeep. A sent one is asked of the chain with its
 * launcher's confirmation (a simulated one resolves at once); one that was not sent, or that the
 * chain does not confirm within the deadline, is failed with a sentence the trader can act on.
 */
export class LaunchRecheck {
  constructor(private readonly deps: LaunchRecheckDeps) {}

  async run(): Promise<void> {
    const now = (this.deps.now ?? Date.now)();
    const afterMs = this.deps.afterMs ?? RECHECK_AFTER_MS;
    const deadlineMs = this.deps.deadlineMs ?? DEPLOY_LIMITS.deadlineMs;
    const rows = await this.deps.repo.takeUnsettled(
      new Date(now - afterMs),
      // A checker gone longer than its deadline (and a margin) stopped: its launches are free.
      new Date(now - deadlineMs - RECHECK_AFTER_MS),
    );
    await Promise.all(rows.map((row) => this.settle(row, deadlineMs)));
  }

  private async settle(row: HistoryRow, deadlineMs: number): Promise<void> {
    const outcome = await this.outcomeOf(row, deadlineMs);
    try {
      if (!(await this.deps.repo.settle(row.id, outcome))) return;
    } catch (error) {
      this.deps.log.error({ err: error, launch: row.id }, 'could not settle a launch');
      return;
    }
    this.deps.onChange(row.id);
    if (outcome.status === 'confirmed') this.announceConfirmed(row);
  }

  private async outcomeOf(row: HistoryRow, deadlineMs: number): Promise<LaunchOutcome> {
    const { addresses, transactions, timings } = row;
    const failed = (error: string): LaunchOutcome => ({
      status: 'failed',
      error,
      addresses,
      timings,
    });
    if (row.status === 'preparing') return failed(LAUNCH_HISTORY_MESSAGES.stoppedBeforeSent);
    const confirmed: LaunchOutcome = { status: 'confirmed', addresses, transactions, timings };
    if (row.simulated) return confirmed;
    const mode = deployModeOf(row.mode);
    const launcher = mode && this.deps.launchers[mode];
    if (!launcher || launcher.simulated) return failed(LAUNCH_HISTORY_MESSAGES.notCheckable);
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new LaunchError(LAUNCH_HISTORY_MESSAGES.notConfirmed)),
      deadlineMs,
    );
    timer.unref();
    const context = { signal: controller.signal, mark: () => {} };
    try {
      await Promise.all(
        addresses.map((address, i) =>
          launcher.confirm({ address, transaction: transactions[i] ?? '' }, context),
        ),
      );
      return confirmed;
    } catch (error) {
      if (error instanceof LaunchError && !controller.signal.aborted) return failed(error.message);
      if (!controller.signal.aborted)
        this.deps.log.warn({ err: error, launch: row.id }, 'a launch could not be checked');
      return failed(LAUNCH_HISTORY_MESSAGES.notConfirmed);
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }

  /** Tells `onConfirmed` without waiting for it; a failure there is logged. */
  private announceConfirmed(row: HistoryRow): void {
    const { onConfirmed } = this.deps;
    const mode = deployModeOf(row.mode);
    if (!onConfirmed || !mode) return;
    const launch: ConfirmedLaunch = {
      launchId: row.id,
      userId: row.userId,
      mode,
      deploys: row.addresses.length,
      simulated: row.simulated,
    };
    Promise.resolve()
      .then(() => onConfirmed(launch))
      .catch((error: unknown) =>
        this.deps.log.error({ err: error, launch: row.id }, 'onConfirmed failed'),
      );
  }
}
