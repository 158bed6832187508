import type { LaunchRequest, PreparedLaunch } from './launcher.ts';

/** Ours: how long a launch prepared ahead of the click is kept after the form last asked for it. */
export const SPECULATION_TTL_MS = 20_000;

/**
 * Ours: the oldest a preparation may be when the form asks again: PumpPortal's unsigned
 * transaction carries a blockhash that lives about a minute, so it is redone well before.
 */
export const SPECULATION_MAX_AGE_MS = 45_000;

/**
 * What the click must match for the prepared launch to be used: everything but its id, the
 * hotkey that sent it and the post it came from (which the list of launches keeps, and the
 * platform never sees).
 */
export function speculationKey(walletId: string, launch: LaunchRequest): string {
  const { requestId: _id, source: _source, trigger: _trigger, ...content } = launch;
  return JSON.stringify([walletId, content]);
}

/**
 * Ours: at most this many new preparations per trader a minute. Each one calls the platform
 * (uploads, PumpPortal, four.meme), and the form asks once per change 200 ms apart at most, so a
 * trader typing a name stays far below it; a client sending a new token on every message does not
 * turn the server into a relay against the platforms. Over it, the click simply prepares itself.
 */
export const SPECULATIONS_PER_MINUTE = 30;

type Speculation = {
  key: string;
  startedAt: number;
  walletId: string;
  prepared: Promise<PreparedLaunch[]>;
  controller: AbortController;
  timer: ReturnType<typeof setTimeout>;
};

/**
 * DESIGN "Token launching", the fastest click: while the deploy form is open, the platform's slow,
 * key-free part (uploads, the unsigned transaction, a login) is done for the token the form shows.
 * A click for the same token, wallet and amounts takes it and only signs and sends; anything else
 * prepares afresh. One per user: a newer form replaces the older. An unused one is aborted after
 * SPECULATION_TTL_MS and dropped, and nothing of it was sent anywhere a trader could see.
 */
export class SpeculativeLaunches {
  private readonly byUser = new Map<number, Speculation>();
  /** When each trader's recent preparations started, for SPECULATIONS_PER_MINUTE. */
  private readonly starts = new Map<number, number[]>();

  private readonly ttlMs: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private readonly perMinute: number;

  constructor(
    options: { ttlMs?: number; maxAgeMs?: number; now?: () => number; perMinute?: number } = {},
  ) {
    this.ttlMs = options.ttlMs ?? SPECULATION_TTL_MS;
    this.maxAgeMs = options.maxAgeMs ?? SPECULATION_MAX_AGE_MS;
    this.now = options.now ?? Date.now;
    this.perMinute = options.perMinute ?? SPECULATIONS_PER_MINUTE;
  }

  /**
   * Starts preparing `launch` for the user, replacing what was prepared before. The same token
   * asked again (the form re-sends it while it stays open) keeps its preparation for another
   * SPECULATION_TTL_MS, unless it is older than SPECULATION_MAX_AGE_MS: then it is redone.
   */
  start(
    userId: number,
    walletId: string,
    launch: LaunchRequest,
    prepare: (signal: AbortSignal) => Promise<PreparedLaunch[]>,
  ): void {
    const key = speculationKey(walletId, launch);
    const current = this.byUser.get(userId);
    if (current?.key === key && this.now() - current.startedAt < this.maxAgeMs) {
      clearTimeout(current.timer);
      current.timer = this.expireLater(userId);
      return;
    }
    if (!this.allowStart(userId)) return;
    this.drop(userId);
    const controller = new AbortController();
    const prepared = prepare(controller.signal);
    prepared.catch(() => {}); // a failed speculation only means the click prepares afresh
    const timer = this.expireLater(userId);
    this.byUser.set(userId, { key, startedAt: this.now(), walletId, prepared, controller, timer });
  }

  private allowStart(userId: number): boolean {
    const now = this.now();
    const recent = (this.starts.get(userId) ?? []).filter((at) => now - at < 60_000);
    if (recent.length >= this.perMinute) {
      this.starts.set(userId, recent);
      return false;
    }
    recent.push(now);
    this.starts.set(userId, recent);
    return true;
  }

  private expireLater(userId: number): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => this.drop(userId), this.ttlMs);
    timer.unref();
    return timer;
  }

  /**
   * The prepared launch for exactly this click, taken once; undefined when there is none. A click
   * for anything else drops what was prepared.
   */
  take(
    userId: number,
    walletId: string,
    launch: LaunchRequest,
  ): Promise<PreparedLaunch[]> | undefined {
    const entry = this.byUser.get(userId);
    if (!entry) return undefined;
    if (entry.key !== speculationKey(walletId, launch)) {
      // The click launched something else: what the form showed before is stale.
      this.drop(userId);
      return undefined;
    }
    clearTimeout(entry.timer);
    this.byUser.delete(userId);
    return entry.prepared;
  }

  /** A withdrawn right, a removed login: nothing prepared for the user is used. */
  forgetUser(userId: number): void {
    this.drop(userId);
    this.starts.delete(userId);
  }

  /** A deleted wallet: nothing prepared with it is used. */
  forgetWallet(walletId: string): void {
    for (const [userId, entry] of this.byUser) if (entry.walletId === walletId) this.drop(userId);
  }

  private drop(userId: number): void {
    const entry = this.byUser.get(userId);
    if (!entry) return;
    clearTimeout(entry.timer);
    entry.controller.abort();
    this.byUser.delete(userId);
  }
}
