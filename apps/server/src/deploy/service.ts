import { randomUUID } from 'node:crypto';
import {
  type CreateTokenRequest,
  DEPLOY_LIMITS,
  DEPLOY_MESSAGES,
  type DeployMode,
  deployFieldError,
  normalizeLaunchText,
  type TokenCreateResult,
} from '@launchdeck/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { UsersRepository } from '../users/repository.ts';
import type { KeyVault, WalletSigner } from '../wallets/signer.ts';
import { abortable } from './abortable.ts';
import type { HostedMetadataStore } from './hosted-metadata.ts';
import { LaunchAccess } from './launch-access.ts';
import { LaunchRecords, type LaunchUser } from './launch-records.ts';
import { successResult } from './launch-result.ts';
import { type LaunchTimer, type LaunchTimings, launchTimer } from './launch-timer.ts';
import {
  type LaunchContext,
  LaunchError,
  type Launcher,
  type LaunchRequest,
  type SubmittedLaunch,
} from './launcher.ts';
import { buildMetadata } from './metadata-json.ts';
import { RecentRequests } from './recent-requests.ts';
import type { LaunchesRepository } from './repository.ts';

export type { LaunchUser } from './launch-records.ts';

/** What a launch request comes to: results to send, a refusal, or nothing (a repeated request). */
export type LaunchAnswer =
  | { kind: 'launched'; results: TokenCreateResult[]; confirmed: Promise<string | null> }
  | { kind: 'refused'; error: string; requestId: string }
  | { kind: 'duplicate'; requestId: string };

export type LaunchServiceDeps = {
  launchers: Record<DeployMode, Launcher>;
  vault: KeyVault;
  metadata: HostedMetadataStore;
  launches: LaunchesRepository;
  users: Pick<UsersRepository, 'findById'>;
  /** URL of the image we draw for a letter/ascii launch. */
  imageUrl: (kind: 'letter' | 'ascii', name: string) => string;
  log: FastifyBaseLogger;
  deadlineMs?: number;
  /** Called with each launch's stage timings once it is sent (metrics, the bench). */
  onTimings?: (timings: LaunchTimings, mode: DeployMode) => void;
};

const chainOf = (signer: WalletSigner) => (signer.network === 'bnb' ? 'bsc' : 'solana');

/**
 * `create_token` (DA §3, §5, §7; research §6a LaunchService): checks the DA §5 limits, the right
 * to deploy, the wallet's owner and chain; launches once per request id and one launch per user
 * at a time; runs multi-deploy in parallel with distinct mints; gives every launch a 30 s
 * deadline; stores each launch and its outcome with its stage timings.
 *
 * Speed: the key-free work (the platform's state, the mint) runs while the wallet and the right
 * are looked up, or they come from memory when the form prepared them, so the click only signs
 * and sends; the metadata and the records are written after the send.
 */
export class LaunchService {
  /** Users with a launch in flight on this node, and its request id. */
  private readonly inFlight = new Map<number, string>();
  private readonly recent = new RecentRequests();
  private readonly records: LaunchRecords;
  private readonly access: LaunchAccess;

  constructor(private readonly deps: LaunchServiceDeps) {
    this.records = new LaunchRecords(deps.launches, deps.log);
    this.access = new LaunchAccess({ ...deps, records: this.records });
  }

  async launch(
    user: LaunchUser,
    request: CreateTokenRequest,
    arrivedAt: number,
  ): Promise<LaunchAnswer> {
    const requestId = request.request_id ?? randomUUID();
    if (this.recent.has(user.userId, requestId)) return { kind: 'duplicate', requestId };
    const current = this.inFlight.get(user.userId);
    if (current !== undefined) {
      return current === requestId
        ? { kind: 'duplicate', requestId }
        : { kind: 'refused', error: DEPLOY_MESSAGES.inProgress, requestId };
    }
    const fieldError = deployFieldError(request);
    if (fieldError) return { kind: 'refused', error: fieldError, requestId };
    this.inFlight.set(user.userId, requestId);
    try {
      return await this.run(user, request, this.normalise(request, requestId), arrivedAt);
    } finally {
      this.inFlight.delete(user.userId);
    }
  }

  /** `prepare_launch`: the form's wallet opened and the right to deploy checked before the click. */
  prepare(user: LaunchUser, handle: string): Promise<void> {
    return this.access.prepare(user, handle);
  }

  /** A withdrawn right to deploy: nothing prepared for the user is used again. */
  forgetUser(userId: number): void {
    this.access.forgetUser(userId);
  }

  /** A deleted wallet is never used from memory again. */
  forgetWallet(walletId: string): void {
    this.access.forgetWallet(walletId);
  }

  private async run(
    user: LaunchUser,
    request: CreateTokenRequest,
    launch: LaunchRequest,
    arrivedAt: number,
  ): Promise<LaunchAnswer> {
    const { requestId } = launch;
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new LaunchError(DEPLOY_MESSAGES.timedOut)),
      this.deps.deadlineMs ?? DEPLOY_LIMITS.deadlineMs,
    );
    timer.unref();
    const timings = launchTimer(arrivedAt);
    const context: LaunchContext = { signal: controller.signal, mark: timings.mark };
    const launcher = this.deps.launchers[request.mode];
    let recordId: number | undefined;
    /** Set when a prepared wallet is used: its launch row is written after the send. */
    let warmWalletId: string | undefined;
    try {
      const platformError = launcher.validate(launch);
      if (platformError) throw new LaunchError(platformError);
      timings.mark('validated');
      // Key-free work starts now, in parallel with the checks that decide whether it is used.
      const prepared = Promise.all(
        Array.from({ length: launch.multiDeploy }, () => launcher.prepare(launch, context)),
      );
      prepared.catch(() => {}); // a refusal below wins; its rejection is handled there
      const grant = await abortable(
        this.access.grant(user, request.api_key, launch),
        controller.signal,
      );
      if (grant === 'duplicate') return { kind: 'duplicate', requestId };
      recordId = grant.recordId;
      if (recordId === undefined) warmWalletId = grant.walletId;
      if (chainOf(grant.signer) !== launcher.chain)
        throw new LaunchError(DEPLOY_MESSAGES.wrongWalletNetwork(request.mode));
      const launches = await abortable(prepared, controller.signal);
      timings.mark('prepared');
      const submitted = await abortable(
        Promise.all(launches.map((p) => launcher.submit(p, grant.signer, context))),
        controller.signal,
      );
      this.deps.onTimings?.(timings.snapshot(), request.mode);
      this.recent.add(user.userId, requestId);
      // The metadata is content-addressed, so its URI was in the transaction already; it is
      // stored once the transaction is out (platforms read it seconds later), off the send path.
      await this.storeMetadata(launch, timings);
      recordId ??= await this.records.begin(user, launch, grant.walletId);
      void this.records.finish(recordId, {
        status: 'success',
        walletId: grant.walletId,
        addresses: submitted.map((s) => s.address),
        transactions: submitted.map((s) => s.transaction),
        timings: timings.snapshot(),
      });
      const confirmed = this.confirm(launcher, submitted, context, timings, recordId).finally(() =>
        clearTimeout(timer),
      );
      return {
        kind: 'launched',
        results: submitted.map((s) => successResult(launch, launcher, s)),
        confirmed,
      };
    } catch (error) {
      clearTimeout(timer);
      controller.abort();
      const message = this.explain(error, controller.signal);
      if (recordId === undefined && warmWalletId !== undefined)
        recordId = await this.records.begin(user, launch, warmWalletId);
      // A request that got as far as its launch row is answered once, as a sent one is.
      if (recordId !== undefined) this.recent.add(user.userId, requestId);
      void this.records.finish(recordId, {
        status: 'error',
        error: message,
        addresses: [],
        timings: timings.snapshot(),
      });
      return { kind: 'refused', error: message, requestId };
    }
  }

  /** DA §5 form rules applied once more on the server, and the hosted metadata's URI. */
  private normalise(request: CreateTokenRequest, requestId: string): LaunchRequest {
    const { name, ticker } = normalizeLaunchText(request.name, request.ticker);
    const imageUri =
      request.image_url && /^https?:/i.test(request.image_url)
        ? request.image_url
        : this.deps.imageUrl(request.image_type ?? 'letter', name);
    const launch: LaunchRequest = {
      requestId,
      mode: request.mode,
      name,
      ticker,
      description: '',
      website: request.website,
      twitter: request.twitter,
      metadataUri: '',
      imageUri,
      buyAmount: request.buy_amount,
      multiDeploy: request.multi_deploy ?? 1,
      gwei: request.mode === 'bnb' ? request.gwei : undefined,
    };
    launch.metadataUri = this.deps.metadata.uriOf(buildMetadata(launch));
    return launch;
  }

  private async storeMetadata(launch: LaunchRequest, timings: LaunchTimer): Promise<void> {
    try {
      await this.deps.metadata.put(buildMetadata(launch));
      timings.mark('metadata');
    } catch (error) {
      this.deps.log.error(
        { err: error, uri: launch.metadataUri },
        'could not store token metadata',
      );
    }
  }

  /** Waits for the chain; answers the reason when a sent launch failed there, else null. */
  private async confirm(
    launcher: Launcher,
    submitted: SubmittedLaunch[],
    context: LaunchContext,
    timings: LaunchTimer,
    recordId: number | undefined,
  ): Promise<string | null> {
    const addresses = submitted.map((s) => s.address);
    try {
      await Promise.all(submitted.map((s) => launcher.confirm(s, context)));
      timings.mark('confirmed');
      await this.records.finish(recordId, {
        status: 'success',
        addresses,
        transactions: submitted.map((s) => s.transaction),
        timings: timings.snapshot(),
      });
      return null;
    } catch (error) {
      const message = this.explain(error, context.signal);
      await this.records.finish(recordId, {
        status: 'error',
        error: message,
        addresses,
        timings: timings.snapshot(),
      });
      return message;
    }
  }

  /** The sentence a failure shows the trader; unexpected errors are logged, never shown. */
  private explain(error: unknown, signal: AbortSignal): string {
    if (signal.aborted && signal.reason instanceof LaunchError) return signal.reason.message;
    if (error instanceof LaunchError) return error.message;
    this.deps.log.error({ err: error }, 'launch failed');
    return DEPLOY_MESSAGES.deploymentFailed;
  }
}
