import type { CreateTokenRequest } from '@launchdeck/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type {
  LaunchChanges,
  LaunchesRepository,
  LaunchOutcome,
  LaunchRow,
  NewLaunch,
} from '../launches/index.ts';
import type { LaunchRequest } from './launcher.ts';
import type { LaunchExtras } from './toolbar-request.ts';

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
    sourceText: launch.source?.text ?? null,
    trigger: launch.trigger ?? null,
    simulated,
    buyAmount: launch.buyAmount,
    multiDeploy: launch.multiDeploy,
  };
}

/**
 * The row of a launch refused before it was normalised (DA §5 fields, one in flight): its fields
 * as the trader sent them, so My Launches lists it with the reason they read.
 */
export function refusalRow(
  user: LaunchUser,
  request: CreateTokenRequest,
  requestId: string,
  extras: LaunchExtras = {},
  simulated = false,
): NewLaunch {
  return {
    requestId,
    userId: user.userId,
    mode: request.mode,
    name: request.name,
    ticker: request.ticker,
    website: request.website,
    twitter: request.twitter,
    image: request.image_url,
    sourcePostId: extras.source?.postId ?? null,
    sourceAuthor: extras.source?.author ?? null,
    sourceText: extras.source?.text ?? null,
    trigger: extras.trigger ?? request.trigger ?? null,
    simulated,
    buyAmount: request.buy_amount,
    multiDeploy: request.multi_deploy ?? 1,
  };
}

/**
 * Writes launch rows and outcomes beside a launch, never failing it: a launch that was sent stays
 * sent even when its record cannot be written (that is logged). Each row written is told to
 * `changes`.
 */
export class LaunchRecords {
  constructor(
    private readonly repo: LaunchesRepository,
    private readonly log: FastifyBaseLogger,
    private readonly changes?: LaunchChanges,
  ) {}

  /**
   * The row of a launch refused before it had one, to be finished as failed: the trader's
   * refusals are listed too. `duplicate` with the row this request id has already (a repeat);
   * `written` with no id when the row could not be written (that is logged).
   */
  async refused(
    row: NewLaunch,
  ): Promise<
    { kind: 'written'; id: number | undefined } | { kind: 'duplicate'; first: LaunchRow }
  > {
    try {
      const written = await this.repo.begin(row);
      if (written) return { kind: 'written', id: written.id };
      const first = await this.repo.find(row.userId, row.requestId);
      return first ? { kind: 'duplicate', first } : { kind: 'written', id: undefined };
    } catch (error) {
      this.log.error({ err: error }, 'could not record a launch');
      return { kind: 'written', id: undefined };
    }
  }

  /** A row claimed before the send (LaunchesRepository.claim) is new. */
  begun(id: number): void {
    this.changes?.begun(id);
  }

  async finish(id: number | undefined, outcome: LaunchOutcome): Promise<void> {
    if (id === undefined) return; // the row could not be written; that was logged
    try {
      await this.repo.finish(id, outcome);
      this.changes?.changed(id);
    } catch (error) {
      this.log.error({ err: error, launch: id }, 'could not record a launch outcome');
    }
  }
}
