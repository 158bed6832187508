import type { FastifyBaseLogger } from 'fastify';
import type { LaunchRequest } from './launcher.ts';
import type { LaunchesRepository, LaunchOutcome, NewLaunch } from './repository.ts';

export type LaunchUser = { userId: number; username: string };

/** The launches table's row for a launch, before its outcome; `simulated` on the offline launcher. */
export function launchRow(user: LaunchUser, launch: LaunchRequest, simulated: boolean): NewLaunch {
  return {
    requestId: launch.requestId,
    userId: user.userId,
    mode: launch.mode,
    name: launch.name,
    ticker: launch.ticker,
    website: launch.website,
    twitter: launch.twitter,
    image: launch.imageUri,
    metadataUri: launch.metadataUri,
    sourcePostId: launch.source?.postId ?? null,
    sourceAuthor: launch.source?.author ?? null,
    simulated,
  };
}

/**
 * Writes launch rows and outcomes beside a launch, never failing it: a launch that was sent stays
 * sent even when its record cannot be written (that is logged).
 */
export class LaunchRecords {
  constructor(
    private readonly repo: LaunchesRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The row of a launch whose row was not written before the send (a prepared wallet). */
  async begin(
    user: LaunchUser,
    launch: LaunchRequest,
    walletId: string,
    simulated: boolean,
  ): Promise<number | undefined> {
    try {
      const row = await this.repo.begin({ ...launchRow(user, launch, simulated), walletId });
      if (!row) this.log.warn({ requestId: launch.requestId }, 'a launch id was sent twice');
      return row?.id;
    } catch (error) {
      this.log.error({ err: error }, 'could not record a launch');
      return undefined;
    }
  }

  async finish(id: number | undefined, outcome: LaunchOutcome): Promise<void> {
    if (id === undefined) return; // the row could not be written; that was logged
    try {
      await this.repo.finish(id, outcome);
    } catch (error) {
      this.log.error({ err: error, launch: id }, 'could not record a launch outcome');
    }
  }
}
