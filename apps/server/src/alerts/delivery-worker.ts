import type { ChannelSender } from './channel-sender.ts';
import type { AlertChannels, ChannelTarget } from './channels-repository.ts';
import type {
  AttemptOutcome,
  ClaimedDelivery,
  DeliveriesRepository,
} from './deliveries-repository.ts';
import { nextRetryMs, scheduleHours } from './retry-schedule.ts';
import type { SendResult } from './webhook-sender.ts';
import { WEBHOOK_TIMEOUT_MS } from './webhook-sender.ts';

export type DeliveryWorkerDeps = {
  deliveries: DeliveriesRepository;
  channels: Pick<AlertChannels, 'targets' | 'disable'>;
  /**
   * Where deliveries sent at once (`sendClaimed`, just written by this node's outbox turn) find
   * their channels: a cache of `channels` for the rules version that turn matched with
   * (targets-cache.ts). Claimed deliveries (retries, tests) always read `channels`.
   */
  freshTargets?: Pick<AlertChannels, 'targets'>;
  /** Sends to a channel of any kind (channel-sender.ts). */
  sender: ChannelSender;
  /** Seconds to wait after each failed attempt (WEBHOOK_RETRY_SCHEDULE). */
  scheduleSeconds: readonly number[];
  /** How often due retries (and claims a dead node left) are looked for, ms; 0: when kicked. */
  pollMs: number;
  /** Told when a channel was disabled (given up, or gone for good), with the reason shown. */
  onDisabled?: (target: ChannelTarget, reason: string) => void;
  /** Told of each attempt's outcome (metrics). */
  onAttempt?: (outcome: AttemptOutcome['status'], delivery: ClaimedDelivery) => void;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
  };
};

/** Why a delivery to a channel whose secret cannot be decrypted fails. */
export const UNREADABLE_SECRET =
  "the channel's secret cannot be read (stored under another WALLET_ENCRYPTION_KEY); add the channel again";

const SERVICE: Record<ChannelTarget['kind'], string> = {
  webhook: 'The webhook',
  telegram: 'Telegram',
  discord: 'Discord',
  push: 'The browser’s push service',
};

/** Deliveries claimed a turn at most. */
const CLAIM_LIMIT = 20;
/** A claim outlives the request's deadline, so a live node's send is never taken twice. */
export const CLAIM_MS = WEBHOOK_TIMEOUT_MS * 3;

/** 2xx delivered; 408, 429 and 5xx tried again; any other answer refused for good. */
function outcomeOf(
  result: SendResult,
  attempts: number,
  schedule: readonly number[],
): AttemptOutcome {
  if (result.kind === 'answered' && result.status >= 200 && result.status < 300) {
    return { status: 'delivered', statusCode: result.status };
  }
  if (result.kind === 'refused') return { status: 'failed', error: result.error };
  const statusCode = result.kind === 'answered' ? result.status : undefined;
  const error =
    result.kind === 'answered'
      ? `HTTP ${result.status}${result.detail ? `: ${result.detail}` : ''}`
      : result.error;
  // The service says the channel can never receive again: no retry.
  if (result.kind === 'answered' && result.gone) return { status: 'failed', statusCode, error };
  // A test is one attempt: the trader is watching for its answer.
  if (!schedule.length) return { status: 'failed', statusCode, error };
  const retryable =
    statusCode === undefined || statusCode >= 500 || [408, 429].includes(statusCode);
  if (!retryable) return { status: 'failed', statusCode, error };
  const retryAfter = result.kind === 'answered' ? result.retryAfterMs : undefined;
  const wait = nextRetryMs(schedule, attempts, retryAfter);
  if (wait === undefined) return { status: 'given_up', statusCode, error };
  return { status: 'pending', statusCode, error, retryInMs: wait };
}

/**
 * Issue 51: sends the outbox. `kick()` runs a turn now (after the outbox wrote rows, after a
 * retry was asked for); a timer runs one every `pollMs` for retries that came due and for
 * deliveries a dead node had claimed. Each turn claims up to 20 deliveries (each channel's oldest
 * pending one, in seq order), sends them at once and records each outcome; it goes on while claims
 * come back full or an outcome lets a channel's next delivery go.
 */
export class DeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;
  private readonly direct = new Set<Promise<void>>();

  constructor(private readonly deps: DeliveryWorkerDeps) {}

  /** Runs a turn, then one every `pollMs` (none with 0: the caller kicks). */
  start(): void {
    if (this.deps.pollMs > 0) {
      this.timer = setInterval(() => this.kick(), this.deps.pollMs);
      this.timer.unref();
    }
    this.kick();
  }

  /** Runs a turn now, or right after the one running. */
  kick(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Resolves when no turn runs (tests, the bench). */
  async idle(): Promise<void> {
    while (this.running || this.direct.size > 0) {
      await Promise.allSettled([this.running, ...this.direct]);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.idle();
  }

  /**
   * Sends deliveries this node holds already (the outbox wrote them claimed, their channel having
   * nothing ahead of them): the fast path, with no claim to wait for.
   */
  sendClaimed(claimed: ClaimedDelivery[]): void {
    if (this.closed || claimed.length === 0) return;
    const work = this.process(claimed, this.deps.freshTargets ?? this.deps.channels)
      .then((outcomes) => {
        // A channel's next deliveries may go now.
        if (outcomes.some((o) => o !== 'pending')) this.kick();
      })
      .catch((error: unknown) => this.turnFailed(error))
      .finally(() => this.direct.delete(work));
    this.direct.add(work);
  }

  private turnFailed(error: unknown): void {
    this.deps.log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'alerts: a delivery turn failed; the next one tries again',
    );
  }

  private async loop(): Promise<void> {
    try {
      for (let turn = 0; turn < 50 && !this.closed; turn++) {
        const claimed = await this.deps.deliveries.claim(CLAIM_LIMIT, CLAIM_MS);
        if (claimed.length === 0) return;
        const outcomes = await this.process(claimed);
        // Nothing delivered or refused: the rest wait for their retry time.
        if (!outcomes.some((o) => o !== 'pending')) return;
      }
    } catch (error) {
      this.turnFailed(error);
    }
  }

  /** Sends each at once and records the outcomes, the delivered ones in one statement. */
  private async process(
    claimed: ClaimedDelivery[],
    channels: Pick<AlertChannels, 'targets'> = this.deps.channels,
  ): Promise<AttemptOutcome['status'][]> {
    const targets = await channels.targets(claimed.map((d) => d.channelId));
    const results = await Promise.all(claimed.map((d) => this.attempt(d, targets)));
    await this.deps.deliveries.recordDelivered(
      results.flatMap(({ delivery, outcome }) =>
        outcome.status === 'delivered' ? [{ id: delivery.id, statusCode: outcome.statusCode }] : [],
      ),
    );
    for (const { delivery, outcome, target, gone } of results) {
      if (outcome.status !== 'delivered') await this.deps.deliveries.record(delivery.id, outcome);
      this.deps.onAttempt?.(outcome.status, delivery);
      if (outcome.status === 'given_up' && target) await this.giveUp(target, outcome);
      if (gone && target) await this.disableGone(target, outcome);
      if (outcome.status === 'failed' && target?.secret === undefined) {
        this.deps.log.warn({ webhook: delivery.channelId }, `alerts: ${UNREADABLE_SECRET}`);
      }
    }
    return results.map((r) => r.outcome.status);
  }

  private async attempt(
    delivery: ClaimedDelivery,
    targets: Map<string, ChannelTarget>,
  ): Promise<{
    delivery: ClaimedDelivery;
    outcome: AttemptOutcome;
    target?: ChannelTarget;
    gone?: boolean;
  }> {
    const target = targets.get(delivery.channelId);
    if (!target)
      return { delivery, outcome: { status: 'given_up', error: 'the channel is disabled' } };
    const { secret } = target;
    if (secret === undefined) {
      return { delivery, target, outcome: { status: 'failed', error: UNREADABLE_SECRET } };
    }
    const result = await this.deps.sender.send(
      { ...target, secret },
      delivery.id,
      delivery.payload,
    );
    const outcome = outcomeOf(
      result,
      delivery.attempts,
      delivery.type === 'webhook.test' ? [] : this.deps.scheduleSeconds,
    );
    return { delivery, target, outcome, gone: result.kind === 'answered' && result.gone === true };
  }

  /** The service said the channel can never receive again: disabled at once, its owner told. */
  private async disableGone(target: ChannelTarget, outcome: AttemptOutcome): Promise<void> {
    const said = 'error' in outcome ? outcome.error : 'no answer';
    const reason =
      target.kind === 'push'
        ? `${SERVICE.push} says this browser's subscription has ended (${said}); turn on push alerts again on that browser.`
        : `${SERVICE[target.kind]} refused it for good (${said}); add the channel again once that is fixed.`;
    await this.deps.channels.disable(target.id, reason);
    await this.deps.deliveries.giveUpChannel(target.id, reason);
    this.deps.onDisabled?.(target, reason);
    this.deps.log.info(
      { channel: target.id, kind: target.kind, user: target.userId },
      `alerts: channel disabled. ${reason}`,
    );
  }

  /** Failing for the whole schedule: the endpoint is disabled and its owner told why. */
  private async giveUp(target: ChannelTarget, outcome: AttemptOutcome): Promise<void> {
    const last = 'error' in outcome ? outcome.error : 'no answer';
    const reason = `Failed for its whole retry schedule (${scheduleHours(this.deps.scheduleSeconds)} hours); the last attempt got ${last}.`;
    await this.deps.channels.disable(target.id, reason);
    await this.deps.deliveries.giveUpChannel(target.id, reason);
    this.deps.onDisabled?.(target, reason);
    this.deps.log.info(
      { channel: target.id, kind: target.kind, user: target.userId },
      `alerts: channel disabled. ${reason}`,
    );
  }
}
