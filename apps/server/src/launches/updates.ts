import type { FastifyBaseLogger } from 'fastify';
import { ROOMS } from '../realtime/rooms.ts';
import type { RealtimeServer } from '../realtime/types.ts';
import { launchRecordOf } from './record.ts';
import type { LaunchesRepository } from './repository.ts';

export type LaunchUpdatesDeps = {
  repo: Pick<LaunchesRepository, 'byIds'>;
  io: RealtimeServer;
  log: FastifyBaseLogger;
};

/** Told the id of a launch row written or changed (My Launches' `launch_update`). */
export type LaunchChanged = (launchId: number) => void;

/** Told of each launch row written or changed. */
export type LaunchChanges = {
  /** An outcome written, or a row written after the send. */
  changed: LaunchChanged;
  /**
   * A row written before the send (with the right to deploy). Told without delaying the send: a
   * listener that reads the row does so only once the send has had its moment.
   */
  begun: LaunchChanged;
};

/**
 * Ours: how long a launch whose row was written before its send may stay unannounced. Reading the
 * row back at once lands on the send's path (embedded storage reads on the event loop): a cold
 * pump click's arrival → sent went from about 40 to 58 ms p50 in the deploy bench. A launch sent
 * sooner is announced by its `sent` update; a slow one (an upload, a login) shows `preparing`.
 */
export const BEGUN_ANNOUNCED_AFTER_MS = 500;

/**
 * `launch_update`: a changed launch, read back as it now stands, to every window of its trader on
 * every node (the adapter carries room broadcasts). Changes are gathered for a turn of the event
 * loop, off the launch's path, and read one batch at a time, so a window never gets an older
 * state of a launch after a newer one.
 */
export class LaunchUpdates implements LaunchChanges {
  private readonly queued = new Set<number>();
  private tail: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly deps: LaunchUpdatesDeps) {}

  /** The launch of this id was written or changed. */
  readonly changed = (launchId: number): void => {
    if (this.closed) return;
    if (this.queued.size === 0) setImmediate(() => this.schedule());
    this.queued.add(launchId);
  };

  /** A launch written before its send: announced a moment later, as it then stands. */
  readonly begun = (launchId: number): void => {
    setTimeout(() => this.changed(launchId), BEGUN_ANNOUNCED_AFTER_MS).unref();
  };

  /**
   * Shutdown: changes from now on are not read (storage is closing after this), and the batch
   * being read is sent first.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.queued.clear();
    await this.tail;
  }

  private schedule(): void {
    if (this.closed) return;
    const ids = [...this.queued];
    this.queued.clear();
    this.tail = this.tail.then(() => this.send(ids));
  }

  private async send(ids: number[]): Promise<void> {
    try {
      for (const row of await this.deps.repo.byIds(ids)) {
        const record = launchRecordOf(row);
        if (record) this.deps.io.to(ROOMS.user(row.username)).emit('launch_update', record);
      }
    } catch (error) {
      this.deps.log.error({ err: error }, 'could not send launch updates');
    }
  }
}
