import { performance } from 'node:perf_hooks';
import { AUTO_LAUNCH_MESSAGES, type Post } from '@launchdeck/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { LaunchAnswer, LaunchService } from '../deploy/index.ts';
import type { FeedChange } from '../feed/index.ts';
import type { LaunchesRepository, NewLaunch } from '../launches/index.ts';
import type { ArmedRule, ArmedRules } from './armed-rules.ts';
import { newPostOf } from './armed-rules.ts';
import type { AutoLaunchFiresRepository, FireClaim, FireStatus } from './fires-repository.ts';
import { launchOfPost, type PostLaunch } from './launch-of-post.ts';
import { limitRefusal, recentAfter } from './limits.ts';
import type { AutoLaunchRulesRepository } from './rules-repository.ts';

/** How many times a fire looks again when another node took a fire of the same rule meanwhile. */
const RETAKES = 5;
/**
 * The longest a live fire holds its post from the browsers and the other nodes, ms: it is let go
 * as soon as its platform request is out (or the fire ends), this only bounds a slow one.
 */
export const HOLD_MAX_MS = 25;

/** What became of one fire, for the trader's windows (the toast) and the tests. */
export type FireOutcome = {
  rule: ArmedRule;
  post: Post;
  status: FireStatus;
  /** The launch row My Launches lists it as. */
  launchId: number | undefined;
  reason?: string;
};

export type AutoLaunchFirerDeps = {
  rules: () => ArmedRules;
  repo: Pick<AutoLaunchRulesRepository, 'state'>;
  fires: AutoLaunchFiresRepository;
  launch: Pick<LaunchService, 'launch'>;
  launches: Pick<LaunchesRepository, 'begin' | 'find'>;
  /** Told of each launch row written here (My Launches' launch_update). */
  launchChanged: (launchId: number) => void;
  /** Told of each fire's outcome (the trader's toast, metrics). */
  onFired: (outcome: FireOutcome) => void;
  log: FastifyBaseLogger;
  now?: () => number;
};

/**
 * Issue 53: the posts this node stores, matched against the armed rules as the bus tells of them
 * (before the browsers' fan-out: the module subscribes first), and each fire carried out once:
 *
 * 1. the rules of the post's author that take it (ArmedRules.firedBy: a new post, its age, test
 *    posts, the trigger);
 * 2. the launch built from the post (launchOfPost) and the rule's limits checked against its
 *    fires as this node knows them (limitRefusal);
 * 3. one statement: the (rule, post) row, and the rule's fire count taken only while it is what
 *    this node read (AutoLaunchFiresRepository.claim). A row another node or an earlier run wrote
 *    ends the fire here; a count that moved is looked at again (retake);
 * 4. a refusal is written as a failed launch with its reason (the same refusal of a rule again,
 *    before it fires once more, only on its fire's row), a dry run as a `dry_run` launch, and
 *    a live fire goes down the launch path of a click (LaunchService.launch: the wallet prepared,
 *    the launch row claimed with the wallet's cap, signed, sent), its request id made of the rule
 *    and the post, its stages counted from the post's arrival.
 *
 * Only posts stored by this node are matched (`local`): each post is stored by one node, which
 * alone fires for it. A trader's live fires run one after another (the launch path takes one
 * launch per trader at a time).
 */
export class AutoLaunchFirer {
  private readonly queues = new Map<number, Promise<unknown>>();
  private readonly pending = new Set<Promise<unknown>>();
  /**
   * Each rule's last refusal on this node since it last fired: the same refusal again (a rule at
   * its hourly limit while its account keeps posting) is written on its fire's row and counted,
   * but not listed in My Launches nor toasted once more.
   */
  private readonly refused = new Map<string, string>();

  constructor(private readonly deps: AutoLaunchFirerDeps) {}

  /**
   * The bus's listener (subscribed first): matches what this node stored. A live fire holds the
   * post from the browsers' fan-out and the other nodes until its platform request is out, so the
   * rule's launch is sent before anyone sees the post (at most HOLD_MAX_MS); a post that fires
   * nothing, or only dry runs, is not held at all.
   */
  readonly onChanges = (changes: FeedChange[], local: boolean): Promise<void> | undefined => {
    if (!local) return undefined;
    const armed = this.deps.rules();
    if (armed.size === 0) return undefined;
    const now = (this.deps.now ?? Date.now)();
    const holds: Promise<void>[] = [];
    for (const change of changes) {
      const post = newPostOf(change);
      if (!post) continue;
      for (const rule of armed.firedBy(post, now)) {
        const hold = rule.rule.dryRun ? undefined : new Hold();
        this.track(this.fire(rule, post, now, hold));
        if (hold) holds.push(hold.released);
      }
    }
    return holds.length > 0 ? Promise.all(holds).then(() => undefined) : undefined;
  };

  /** Resolves once every fire begun has its outcome (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private track(work: Promise<unknown>): void {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  private async fire(rule: ArmedRule, post: Post, now: number, hold?: Hold): Promise<void> {
    const matchedAt = performance.now();
    const arrivedAt = arrivalOf(post, matchedAt);
    try {
      const built = launchOfPost(rule.id, rule.rule, post);
      const amount = rule.rule.action.buyAmount;
      const account = post.author.handle;
      let refusal =
        'refusal' in built
          ? built.refusal
          : limitRefusal(rule.rule.limits, rule.recent, now, amount, account);
      const taking = { at: now, amount, account };
      const claim: FireClaim = {
        ruleId: rule.id,
        postId: post.id,
        userId: rule.userId,
        account,
        amount,
        version: rule.version,
        fires: rule.fires,
        recent: recentAfter(rule.recent, taking),
        ...(refusal ? { refusal } : {}),
      };
      const { claimed, taken } = await this.deps.fires.claim(claim);
      if (!claimed) return;
      if (refusal) hold?.release();
      if (!refusal && !taken) refusal = await this.retake(rule, claim, taking);
      else if (taken) this.took(rule, claim);
      if ('refusal' in built) {
        await this.finish(rule, post, undefined, 'refused', built.refusal, matchedAt, arrivedAt);
        return;
      }
      if (refusal) {
        await this.finish(rule, post, built, 'refused', refusal, matchedAt, arrivedAt);
        return;
      }
      if (rule.rule.dryRun) {
        const dry = AUTO_LAUNCH_MESSAGES.dryRun;
        await this.finish(rule, post, built, 'dry_run', dry, matchedAt, arrivedAt);
        return;
      }
      await this.launch(rule, post, built, { matchedAt, arrivedAt }, hold);
    } catch (error) {
      this.deps.log.error(
        { err: error, rule: rule.id, post: post.id },
        'auto-launch: a fire failed',
      );
    }
  }

  /** The rule's new fire as this node now knows it (the next match reads it without storage). */
  private took(rule: ArmedRule, claim: FireClaim): void {
    this.refused.delete(rule.id);
    rule.fires = claim.fires + 1;
    rule.recent = claim.recent;
  }

  /**
   * A claimed fire whose taking failed: the rule's row read again and the limits checked on it,
   * taken when they still allow (up to RETAKES times); else the refusal.
   */
  private async retake(
    rule: ArmedRule,
    claim: FireClaim,
    taking: { at: number; amount: number; account: string },
  ): Promise<string> {
    for (let attempt = 0; attempt < RETAKES; attempt++) {
      const state = await this.deps.repo.state(rule.id);
      if (!state || state.version !== rule.version) return AUTO_LAUNCH_MESSAGES.ruleChanged;
      if (!(await this.deps.fires.ownerAllowed(rule.id))) return AUTO_LAUNCH_MESSAGES.paused;
      const refusal = limitRefusal(
        rule.rule.limits,
        state.recent,
        taking.at,
        taking.amount,
        taking.account,
      );
      rule.fires = state.fires;
      rule.recent = state.recent;
      if (refusal) return refusal;
      const next = { ...claim, fires: state.fires, recent: recentAfter(state.recent, taking) };
      if (await this.deps.fires.retake(next)) {
        this.took(rule, next);
        return '';
      }
    }
    return AUTO_LAUNCH_MESSAGES.busy;
  }

  /** A live fire down the launch path; its outcome recorded on the fire's row. */
  private async launch(
    rule: ArmedRule,
    post: Post,
    built: PostLaunch,
    at: { matchedAt: number; arrivedAt: number },
    hold: Hold | undefined,
  ): Promise<void> {
    const user = { userId: rule.userId, username: rule.username };
    // Signed: the send is issued in this turn; the post goes on to the browsers in the next.
    const onStage = (stage: string) => {
      if (stage === 'signed') setImmediate(() => hold?.release());
    };
    const run = () =>
      this.deps.launch.launch(user, built.request, at.arrivedAt, onStage, {
        source: built.source,
        trigger: built.trigger,
        matchedAt: at.matchedAt,
      });
    const answer = await this.serially(rule.userId, run);
    const row = await this.deps.launches.find(rule.userId, built.request.request_id ?? '');
    const launchId = row?.id;
    const { status, reason } = outcomeOf(answer);
    await this.deps.fires.settle(rule.id, post.id, status, {
      ...(reason ? { reason } : {}),
      ...(launchId === undefined ? {} : { launchId }),
    });
    this.deps.onFired({ rule, post, status, launchId, ...(reason ? { reason } : {}) });
  }

  /**
   * A fire that launches nothing (a dry run, a refusal): written as a launch My Launches lists
   * (`dry_run`, or `failed` with the reason), and its fire row settled.
   */
  private async finish(
    rule: ArmedRule,
    post: Post,
    built: PostLaunch | undefined,
    status: 'dry_run' | 'refused',
    reason: string,
    matchedAt: number,
    arrivedAt: number,
  ): Promise<void> {
    if (status === 'refused') {
      const again = this.refused.get(rule.id) === reason;
      this.refused.set(rule.id, reason);
      if (again) {
        await this.deps.fires.settle(rule.id, post.id, status, { reason });
        this.deps.onFired({ rule, post, status, launchId: undefined, reason });
        return;
      }
    }
    const { request } = built ?? {};
    const matched = Math.max(0, Math.round((matchedAt - arrivedAt) * 1000) / 1000);
    const row: NewLaunch = {
      requestId: request?.request_id ?? `al_${rule.id.slice(3, 23)}_${post.seq}`,
      userId: rule.userId,
      mode: rule.rule.action.mode,
      name: request?.name ?? '',
      ticker: request?.ticker ?? '',
      website: request?.website ?? '',
      twitter: request?.twitter ?? '',
      image: request?.image_url ?? null,
      sourcePostId: post.id,
      sourceAuthor: post.author.handle,
      sourceText: post.text,
      trigger: { kind: 'rule', ruleId: rule.id, rule: rule.rule.name },
      simulated: false,
      buyAmount: rule.rule.action.buyAmount,
      multiDeploy: 1,
      status: status === 'dry_run' ? 'dry_run' : 'failed',
      error: reason,
      timings: { matched },
    };
    const written = await this.deps.launches.begin(row);
    if (written) this.deps.launchChanged(written.id);
    await this.deps.fires.settle(rule.id, post.id, status, {
      reason,
      ...(written ? { launchId: written.id } : {}),
    });
    this.deps.onFired({ rule, post, status, launchId: written?.id, reason });
  }

  /** Runs a trader's live fires one after another. */
  private serially<T>(userId: number, run: () => Promise<T>): Promise<T> {
    const before = this.queues.get(userId) ?? Promise.resolve();
    const next = before.then(run, run);
    const settled = next.catch(() => undefined);
    this.queues.set(userId, settled);
    void settled.then(() => {
      if (this.queues.get(userId) === settled) this.queues.delete(userId);
    });
    return next;
  }
}

/** The post's arrival on the performance clock, read at the match: stages count from it. */
function arrivalOf(post: Post, matchedAt: number): number {
  const received = post.timing?.received;
  if (received === undefined) return matchedAt;
  return Math.min(matchedAt, matchedAt - (Date.now() - received));
}

/** A fire's hold on its post: let go once, when the send is out, the fire ends, or HOLD_MAX_MS pass. */
class Hold {
  release: () => void = () => {};
  readonly released = new Promise<void>((resolve) => {
    const timer = setTimeout(() => this.release(), HOLD_MAX_MS);
    this.release = () => {
      clearTimeout(timer);
      resolve();
    };
  });
}

function outcomeOf(answer: LaunchAnswer): { status: FireStatus; reason?: string } {
  if (answer.kind === 'launched') return { status: 'launched' };
  if (answer.kind === 'refused') return { status: 'failed', reason: answer.error };
  if (answer.first.status === 'failed') return { status: 'failed', reason: answer.first.error };
  return { status: 'launched' };
}
