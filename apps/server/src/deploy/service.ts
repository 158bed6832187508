import { randomUUID } from 'node:crypto';
import {
  bagsFeeSplit,
  type CreateTokenRequest,
  DEPLOY_LIMITS,
  DEPLOY_MESSAGES,
  type DeployMode,
  deployFieldError,
  normalizeLaunchText,
  type PrepareLaunchPayload,
  type TokenCreateResult,
} from '@launchdeck/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { LaunchChanges, LaunchesRepository, LaunchRow } from '../launches/index.ts';
import type { UsersRepository } from '../users/index.ts';
import type { KeyVault, WalletSigner } from '../wallets/index.ts';
import { abortable } from './abortable.ts';
import type { HostedMetadataStore } from './hosted-metadata.ts';
import type { TokenImageStore } from './images/upload-store.ts';
import { LaunchAccess, type LaunchGrant } from './launch-access.ts';
import { type LaunchImage, launchImage } from './launch-image.ts';
import { LaunchRecords, type LaunchUser, launchRow, refusalRow } from './launch-records.ts';
import { tokenImageOf } from './launch-request.ts';
import { resultsOfRow, successResult } from './launch-result.ts';
import { type LaunchTimer, type LaunchTimings, launchTimer } from './launch-timer.ts';
import {
  type LaunchContext,
  LaunchError,
  type Launcher,
  type LaunchRequest,
  type LaunchStage,
  type LaunchWallet,
  type PreparedLaunch,
  type SubmittedLaunch,
  Usd1BalanceError,
} from './launcher.ts';
import { buildMetadata } from './metadata-json.ts';
import { SpeculativeLaunches } from './speculative-launches.ts';
import { launchSpend, spendRefusal } from './spend-guard.ts';
import { type LaunchExtras, launchOfToolbar } from './toolbar-request.ts';

export type { LaunchUser } from './launch-records.ts';

/**
 * How a request id launched before stands, answered to its repeat: sent (or confirmed) with its
 * results, failed with its sentence, or still being prepared (on another node, or left by a stop).
 */
export type FirstOutcome =
  | { status: 'sent'; results: TokenCreateResult[] }
  | { status: 'failed'; error: string; usd1?: { held: number; required: number } }
  | { status: 'preparing' };

/**
 * What a launch request comes to: results to send, a refusal, or (a repeated request id, on any
 * node, before or after a restart) the first launch's outcome; a repeat sends nothing.
 */
export type LaunchAnswer =
  | { kind: 'launched'; results: TokenCreateResult[]; confirmed: Promise<string | null> }
  | {
      kind: 'refused';
      error: string;
      requestId: string;
      /** usd1: what the wallet holds and needs, for the USD1 Mode Requirements modal. */
      usd1?: { held: number; required: number };
    }
  | { kind: 'duplicate'; requestId: string; first: FirstOutcome };

/** A launch the chain confirmed: every deploy of it landed (multi-deploy counts each). */
export type ConfirmedLaunch = {
  launchId: number;
  userId: number;
  mode: DeployMode;
  deploys: number;
  /** It ran on the offline launcher: nothing reached a chain. */
  simulated: boolean;
};

export type LaunchServiceDeps = {
  launchers: Record<DeployMode, Launcher>;
  vault: KeyVault;
  metadata: HostedMetadataStore;
  /** Where an image sent inline (a data URL) is stored, so the metadata links the real image. */
  uploads: TokenImageStore;
  launches: LaunchesRepository;
  users: Pick<UsersRepository, 'findById'>;
  /** URL of the image we draw for a letter/ascii launch. */
  imageUrl: (kind: 'letter' | 'ascii', name: string) => string;
  log: FastifyBaseLogger;
  deadlineMs?: number;
  /** New launches prepared ahead per trader a minute (SPECULATIONS_PER_MINUTE unless given). */
  speculationsPerMinute?: number;
  /** Called with each launch's stage timings once it is sent (metrics, the bench). */
  onTimings?: (timings: LaunchTimings, mode: DeployMode) => void;
  /**
   * Told of each confirmed launch once its outcome is recorded (the referral ledger), off the
   * launch's path: it never delays or fails a launch, and its errors are logged.
   */
  onConfirmed?: (launch: ConfirmedLaunch) => Promise<unknown>;
  /** Told of each launch row written or changed (My Launches), off the launch's path. */
  launchChanges?: LaunchChanges;
};

/**
 * The one check of a wallet's chain, before a launcher prepares or signs: launchers are handed
 * only wallets and signers of their own chain, and never check it themselves.
 */
const onLauncherChain = (signer: WalletSigner, launcher: Launcher) =>
  signer.network === launcher.chain;
const walletOf = (signer: WalletSigner): LaunchWallet =>
  signer.network === 'bnb'
    ? {
        network: 'bnb',
        address: signer.address,
        signLogin: (message) => signer.account.signMessage({ message }),
      }
    : { network: signer.network, address: signer.address };
const usd1Shortfall = (error: unknown) =>
  error instanceof Usd1BalanceError ? { held: error.held, required: error.required } : undefined;

/** A stored launch's outcome as its repeat is answered. */
function outcomeOfRow(row: LaunchRow): FirstOutcome {
  if (row.status === 'failed')
    return { status: 'failed', error: row.error ?? DEPLOY_MESSAGES.deploymentFailed };
  if (row.status === 'preparing') return { status: 'preparing' };
  return { status: 'sent', results: resultsOfRow(row) };
}

/** A launch's answer on this node as its repeat is answered. */
function outcomeOfAnswer(answer: LaunchAnswer): FirstOutcome {
  if (answer.kind === 'launched') return { status: 'sent', results: answer.results };
  if (answer.kind === 'refused')
    return { status: 'failed', error: answer.error, ...(answer.usd1 ? { usd1: answer.usd1 } : {}) };
  return answer.first;
}

/** Told each stage of a launch the first time it is reached, with ms since the request arrived. */
export type StageListener = (stage: LaunchStage, ms: number) => void;

/** The launch a `prepare_launch` says the next click will send: the form's, or the toolbar's. */
export type LaunchPreview =
  | { kind: 'form'; launch: NonNullable<PrepareLaunchPayload['launch']> }
  | { kind: 'toolbar'; toolbar: NonNullable<PrepareLaunchPayload['toolbar']> };

/**
 * `create_token` (DA §3, §5, §7; research §6a LaunchService): checks the DA §5 limits, the right
 * to deploy, the wallet's owner and chain; launches once per request id, for good, and one launch
 * per user at a time; runs multi-deploy in parallel with distinct mints; gives every launch a 30 s
 * deadline; stores each launch and its outcome with its stage timings.
 *
 * Once per request id: before anything is signed, the launch's row keyed by (user, request id) is
 * claimed in storage with its spend against the wallet's cap (LaunchesRepository.claim), on the
 * prepared and the cold path alike, so a repeat on any node, before or after a restart, is
 * answered with the first launch's outcome and sends nothing.
 *
 * Speed: the key-free work (the platform's state, the mint) runs while the row is claimed, or comes
 * from memory when the form prepared it, so the click only signs and sends; the metadata and the
 * outcome are written after the send.
 */
export class LaunchService {
  /** Users with a launch in flight on this node: its request id and its answer to come. */
  private readonly inFlight = new Map<
    number,
    { requestId: string; answer: Promise<LaunchAnswer> }
  >();
  private readonly records: LaunchRecords;
  private readonly access: LaunchAccess;
  private readonly speculations: SpeculativeLaunches;
  /** Each launch's inline image to store with its metadata, or why it is refused. */
  private readonly inlineImages = new WeakMap<LaunchRequest, LaunchImage>();

  constructor(private readonly deps: LaunchServiceDeps) {
    this.records = new LaunchRecords(deps.launches, deps.log, deps.launchChanges);
    this.speculations = new SpeculativeLaunches({ perMinute: deps.speculationsPerMinute });
    this.access = new LaunchAccess(deps);
  }

  async launch(
    user: LaunchUser,
    request: CreateTokenRequest,
    arrivedAt: number,
    onStage?: StageListener,
    extras?: LaunchExtras,
  ): Promise<LaunchAnswer> {
    const requestId = request.request_id ?? randomUUID();
    const current = this.inFlight.get(user.userId);
    if (current !== undefined) {
      // A repeat of the launch in flight (a double click) is answered with its answer, once in.
      if (current.requestId === requestId)
        return { kind: 'duplicate', requestId, first: outcomeOfAnswer(await current.answer) };
      return this.refuse(user, request, requestId, DEPLOY_MESSAGES.inProgress, extras);
    }
    const fieldError = deployFieldError(request);
    if (fieldError) return this.refuse(user, request, requestId, fieldError, extras);
    // The slot is the user's until this launch is answered, whatever the answer: a refusal or a
    // failure frees it as a send does.
    const answer = Promise.resolve().then(() =>
      this.run(
        user,
        request,
        this.normalise(request, requestId, extras),
        arrivedAt,
        onStage,
        extras?.matchedAt,
      ),
    );
    const slot = { requestId, answer };
    this.inFlight.set(user.userId, slot);
    try {
      return await answer;
    } finally {
      if (this.inFlight.get(user.userId) === slot) this.inFlight.delete(user.userId);
    }
  }

  /**
   * `prepare_launch`: the form's wallet opened and the right to deploy checked before the click;
   * with the token the form shows, the platform's key-free part is done ahead too.
   */
  async prepare(user: LaunchUser, handle: string, preview?: LaunchPreview): Promise<void> {
    const wallet = await this.access.prepare(user, handle);
    if (!wallet) return;
    this.expectWallet(wallet.signer);
    if (!preview) return;
    const { request, extras } =
      preview.kind === 'toolbar'
        ? launchOfToolbar({ ...preview.toolbar, api_key: handle, session_id: '' })
        : {
            request: {
              ...preview.launch,
              type: 'create_token' as const,
              api_key: handle,
              session_id: '',
              axiom: false,
            },
            extras: undefined,
          };
    if (deployFieldError(request)) return;
    const launcher = this.deps.launchers[request.mode];
    if (!onLauncherChain(wallet.signer, launcher)) return;
    const launch = this.normalise(request, 'prepared', extras);
    if (launcher.validate(launch) || this.inlineImages.get(launch)?.refusal) return;
    this.speculations.start(user.userId, wallet.walletId, launch, (signal) =>
      Promise.all(
        Array.from({ length: launch.multiDeploy }, () =>
          launcher.prepare(launch, walletOf(wallet.signer), { signal, mark: () => {} }),
        ),
      ),
    );
  }

  /** Each launcher of the wallet's chain is told it may launch soon (Launcher.expect). */
  private expectWallet(signer: LaunchGrant['signer']): void {
    for (const launcher of Object.values(this.deps.launchers)) {
      if (launcher.expect && onLauncherChain(signer, launcher)) launcher.expect(walletOf(signer));
    }
  }

  /** A withdrawn right to deploy: nothing prepared for the user is used again. */
  forgetUser(userId: number): void {
    this.access.forgetUser(userId);
    this.speculations.forgetUser(userId);
  }

  /** A deleted wallet is never used from memory again. */
  forgetWallet(walletId: string): void {
    this.access.forgetWallet(walletId);
    this.speculations.forgetWallet(walletId);
  }

  private async run(
    user: LaunchUser,
    request: CreateTokenRequest,
    launch: LaunchRequest,
    arrivedAt: number,
    onStage: StageListener | undefined,
    matchedAt?: number,
  ): Promise<LaunchAnswer> {
    const { requestId } = launch;
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new LaunchError(DEPLOY_MESSAGES.timedOut)),
      this.deps.deadlineMs ?? DEPLOY_LIMITS.deadlineMs,
    );
    timer.unref();
    const timings = launchTimer(arrivedAt);
    if (matchedAt !== undefined) timings.mark('matched', matchedAt);
    const mark = (stage: LaunchStage) => {
      const first = timings.mark(stage);
      if (first !== undefined) onStage?.(stage, first);
    };
    const context: LaunchContext = { signal: controller.signal, mark };
    const launcher = this.deps.launchers[request.mode];
    let recordId: number | undefined;
    /** The spend written against the wallet's cap with the row; given back if nothing is signed. */
    let spendId: number | undefined;
    let signing = false;
    try {
      const imageError = this.inlineImages.get(launch)?.refusal;
      if (imageError) throw new LaunchError(imageError);
      const platformError = launcher.validate(launch);
      if (platformError) throw new LaunchError(platformError);
      mark('validated');
      const grant = await abortable(this.access.grant(user, request.api_key), controller.signal);
      if (!onLauncherChain(grant.signer, launcher))
        throw new LaunchError(DEPLOY_MESSAGES.wrongWalletNetwork(request.mode));
      // The key-free part is prepared while the row is claimed; nothing is signed before both.
      const preparing = this.prepared(user, grant, launcher, launch, context);
      preparing.catch(() => undefined); // awaited below once the claim holds
      const claim = await abortable(
        this.claim(user, launch, grant, launcher.simulated),
        controller.signal,
      );
      if (claim.kind === 'duplicate') {
        clearTimeout(timer);
        controller.abort();
        return { kind: 'duplicate', requestId, first: outcomeOfRow(claim.first) };
      }
      recordId = claim.id;
      spendId = claim.spendId;
      this.records.begun(recordId);
      const launches = await abortable(preparing, controller.signal);
      mark('prepared');
      signing = true;
      const submitted = await abortable(
        Promise.all(launches.map((p) => launcher.submit(p, grant.signer, context))),
        controller.signal,
      );
      this.deps.onTimings?.(timings.snapshot(), request.mode);
      // The metadata is content-addressed, so its URI was in the transaction already; it is
      // stored once the transaction is out (platforms read it seconds later), off the send path.
      await this.storeMetadata(user, launch, mark);
      // Not awaited (the answer goes out now), but the confirmation's outcome is written after
      // it: two updates of one row on two pool connections could otherwise land in either order,
      // and a launch that failed on chain would read as sent.
      const sentRecorded = this.records.finish(recordId, {
        status: 'sent',
        walletId: grant.walletId,
        addresses: submitted.map((s) => s.address),
        transactions: submitted.map((s) => s.transaction),
        timings: timings.snapshot(),
      });
      const record = { id: recordId, userId: user.userId, mode: launch.mode, sentRecorded };
      const confirmed = this.confirm(launcher, submitted, context, timings, record).finally(() =>
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
      if (!signing && spendId !== undefined) this.releaseSpend(spendId);
      if (recordId === undefined) {
        // Refused before its row was claimed: written now, failed, unless this request id has
        // its row already (a repeat), which is then answered with the first launch's outcome.
        const written = await this.records.refused(launchRow(user, launch, launcher.simulated));
        if (written.kind === 'duplicate')
          return { kind: 'duplicate', requestId, first: outcomeOfRow(written.first) };
        recordId = written.id;
      }
      void this.records.finish(recordId, {
        status: 'failed',
        error: message,
        addresses: [],
        timings: timings.snapshot(),
      });
      return { kind: 'refused', error: message, requestId, usd1: usd1Shortfall(error) };
    }
  }

  /**
   * Claims the launch's row and its spend in storage, before anything is signed; throws the
   * refusal (no right to deploy, the daily cap, the administrator's 2FA requirement).
   */
  private async claim(
    user: LaunchUser,
    launch: LaunchRequest,
    grant: LaunchGrant,
    simulated: boolean,
  ): Promise<
    | { kind: 'claimed'; id: number; spendId: number | undefined }
    | { kind: 'duplicate'; first: LaunchRow }
  > {
    const spend = launchSpend(launch, simulated);
    const claim = await this.deps.launches.claim(
      { ...launchRow(user, launch, simulated), walletId: grant.walletId },
      spend,
    );
    if (claim.kind === 'claimed' || claim.kind === 'duplicate') return claim;
    if (claim.kind === 'forbidden') throw new LaunchError(DEPLOY_MESSAGES.noPermission);
    throw new LaunchError(
      spendRefusal(claim, grant.signer.network, spend) ?? DEPLOY_MESSAGES.deploymentFailed,
    );
  }

  /**
   * A click refused before its launch ran (DA §5 fields, one in flight): written as a failed
   * launch with the sentence the trader reads; a repeat of a request id with a row is answered
   * with that row's outcome.
   */
  private async refuse(
    user: LaunchUser,
    request: CreateTokenRequest,
    requestId: string,
    error: string,
    extras: LaunchExtras | undefined,
  ): Promise<LaunchAnswer> {
    const simulated = this.deps.launchers[request.mode].simulated;
    const written = await this.records.refused(
      refusalRow(user, request, requestId, extras, simulated),
    );
    if (written.kind === 'duplicate')
      return { kind: 'duplicate', requestId, first: outcomeOfRow(written.first) };
    await this.records.finish(written.id, { status: 'failed', error, addresses: [], timings: {} });
    return { kind: 'refused', error, requestId };
  }

  /**
   * The launch's key-free part: taken from what the form prepared when the click is for the same
   * token and wallet, else done now (one per mint of a multi-deploy).
   */
  private async prepared(
    user: LaunchUser,
    grant: LaunchGrant,
    launcher: Launcher,
    launch: LaunchRequest,
    context: LaunchContext,
  ): Promise<PreparedLaunch[]> {
    const wallet = walletOf(grant.signer);
    const ahead = this.speculations.take(user.userId, grant.walletId, launch);
    if (ahead) {
      try {
        return await ahead;
      } catch {
        // It failed or expired on the way: prepare once more, now, and let that answer.
      }
    }
    return Promise.all(
      Array.from({ length: launch.multiDeploy }, () => launcher.prepare(launch, wallet, context)),
    );
  }

  /**
   * DA §5 form rules applied once more on the server, and the hosted metadata's URI. A toolbar
   * launch's extras (description, priority fee and tip, source post) are taken as they are.
   */
  private normalise(
    request: CreateTokenRequest,
    requestId: string,
    extras: LaunchExtras = {},
  ): LaunchRequest {
    const { name, ticker } = normalizeLaunchText(request.name, request.ticker);
    const image = tokenImageOf(request);
    const picture = launchImage(image, name, this.deps);
    const launch: LaunchRequest = {
      requestId,
      mode: request.mode,
      name,
      ticker,
      description: extras.description ?? '',
      website: request.website,
      twitter: request.twitter,
      metadataUri: '',
      imageUri: picture.imageUri,
      image,
      buyAmount: request.buy_amount,
      multiDeploy: request.multi_deploy ?? 1,
      gwei: request.mode === 'bnb' ? request.gwei : undefined,
      bags:
        request.mode === 'bags'
          ? bagsFeeSplit(request.bags_fee_claimer, request.bags_creator_share)
          : undefined,
      ...(extras.priorityFeeSol === undefined ? {} : { priorityFeeSol: extras.priorityFeeSol }),
      ...(extras.tipSol === undefined ? {} : { tipSol: extras.tipSol }),
      ...(extras.source ? { source: extras.source } : {}),
      ...(extras.trigger || request.trigger ? { trigger: extras.trigger ?? request.trigger } : {}),
    };
    launch.metadataUri = this.deps.metadata.uriOf(buildMetadata(launch));
    if (image.kind === 'data') this.inlineImages.set(launch, picture);
    return launch;
  }

  /** The metadata JSON, and an image sent inline, stored under the URIs the launch named. */
  private async storeMetadata(
    user: LaunchUser,
    launch: LaunchRequest,
    mark: (stage: LaunchStage) => void,
  ): Promise<void> {
    const upload = this.inlineImages.get(launch)?.upload;
    try {
      await Promise.all([
        this.deps.metadata.put(buildMetadata(launch)),
        upload && this.deps.uploads.put(upload, user.userId),
      ]);
      mark('metadata');
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
    record: {
      id: number | undefined;
      userId: number;
      mode: DeployMode;
      /** The row's "sent" outcome being written; the confirmation's is written after it. */
      sentRecorded: Promise<void>;
    },
  ): Promise<string | null> {
    const addresses = submitted.map((s) => s.address);
    try {
      await Promise.all(submitted.map((s) => launcher.confirm(s, context)));
      context.mark('confirmed');
      await record.sentRecorded;
      await this.records.finish(record.id, {
        status: 'confirmed',
        addresses,
        transactions: submitted.map((s) => s.transaction),
        timings: timings.snapshot(),
      });
      if (record.id !== undefined) {
        this.announceConfirmed({
          launchId: record.id,
          userId: record.userId,
          mode: record.mode,
          deploys: submitted.length,
          simulated: launcher.simulated,
        });
      }
      return null;
    } catch (error) {
      const message = this.explain(error, context.signal);
      await record.sentRecorded;
      await this.records.finish(record.id, {
        status: 'failed',
        error: message,
        addresses,
        timings: timings.snapshot(),
      });
      return message;
    }
  }

  /** Gives back the spend of a launch refused before it was signed. */
  private releaseSpend(spendId: number): void {
    this.deps.launches
      .releaseSpend(spendId)
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'could not release a spend'));
  }

  /** Tells `onConfirmed` without waiting for it; a failure there is logged, the launch untouched. */
  private announceConfirmed(launch: ConfirmedLaunch): void {
    const { onConfirmed } = this.deps;
    if (!onConfirmed) return;
    Promise.resolve()
      .then(() => onConfirmed(launch))
      .catch((error: unknown) =>
        this.deps.log.error({ err: error, launch: launch.launchId }, 'onConfirmed failed'),
      );
  }

  /** The sentence a failure shows the trader; unexpected errors are logged, never shown. */
  private explain(error: unknown, signal: AbortSignal): string {
    const known = signal.aborted && signal.reason instanceof LaunchError ? signal.reason : error;
    if (known instanceof LaunchError) {
      if (known.operatorDetail)
        this.deps.log.warn({ detail: known.operatorDetail }, 'launch failed on the server setup');
      return known.message;
    }
    this.deps.log.error({ err: error }, 'launch failed');
    return DEPLOY_MESSAGES.deploymentFailed;
  }
}
