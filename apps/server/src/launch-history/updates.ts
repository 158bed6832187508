import type { FastifyBaseLogger } from 'fastify';
import { ROOMS } from '../realtime/rooms.ts';
import type { RealtimeServer } from '../realtime/types.ts';
import { launchRecordOf } from './record.ts';
import type { LaunchHistoryRepository } from './repository.ts';

export type LaunchUpdatesDeps = {
  repo: Pick<LaunchHistoryRepository, 'byIds'>;
  io: RealtimeServer;
  log: FastifyBaseLogger;
};

/**
 * `launch_update`: a changed launch, read back as it now stands, to every window of its trader on
 * every node (the adapter carries room broadcasts). Changes are gathered for a turn of the event
 * loop, off the launch's path, and read one batch at a time, so a window never gets an older
 * state of a launch after a newer one.
 */
export class LaunchUpdates {
  private readonly queued = new Set<number>();
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly deps: LaunchUpdatesDeps) {}

  /** The launch of this id was written or changed. */
  readonly changed = (launchId: number): void => {
    if (this.queued.size === 0) setImmediate(() => this.schedule());
    this.queued.add(launchId);
  };

  private schedule(): void {
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
