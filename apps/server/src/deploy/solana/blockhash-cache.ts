import type { LatestBlockhash } from './rpc-client.ts';

export type CachedBlockhash = LatestBlockhash & { fetchedAt: number };

export type BlockhashCacheOptions = {
  /** Younger than this, a blockhash is used as is; older, it is used and a refresh starts. */
  freshMs?: number;
  /** Older than this, a launch waits for a new one (a blockhash lives ~150 slots, about 60 s). */
  usableMs?: number;
  /** While launches are active, a new blockhash is fetched this often. */
  refreshMs?: number;
  /** The background refresh stops this long after the last launch asked for a blockhash. */
  idleMs?: number;
  now?: () => number;
};

const DEFAULTS = { freshMs: 1500, usableMs: 20_000, refreshMs: 1000, idleMs: 30_000 };

/**
 * The recent blockhash every Solana launch signs with, kept warm so signing never waits on a
 * round trip (research §5 trick 4). While launches are active a timer refreshes it every
 * second; after a quiet spell the timer stops, and the next launch's `get` fetches one on demand.
 * The timer is unref'd, so it never keeps the process (or a test) alive.
 */
export class BlockhashCache {
  private cached: CachedBlockhash | undefined;
  private inFlight: Promise<CachedBlockhash> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private lastUse = 0;
  private closed = false;
  private readonly settings: Required<Omit<BlockhashCacheOptions, 'now'>>;
  private readonly now: () => number;

  constructor(
    private readonly fetchLatest: (signal: AbortSignal) => Promise<LatestBlockhash>,
    options: BlockhashCacheOptions = {},
  ) {
    const { now, ...rest } = options;
    this.settings = { ...DEFAULTS, ...rest };
    this.now = now ?? Date.now;
  }

  /**
   * A blockhash young enough to sign with: the cached one when it is (refreshed behind it when
   * older than `freshMs`), otherwise a new one. Marks launches as active.
   */
  async get(signal: AbortSignal): Promise<CachedBlockhash> {
    const usable = this.peek();
    if (usable) return usable;
    this.touch();
    return await this.refresh(signal);
  }

  /** Whether a blockhash this cache handed out is still young enough to sign with. */
  isUsable(blockhash: CachedBlockhash): boolean {
    return this.now() - blockhash.fetchedAt <= this.settings.usableMs;
  }

  /** The cached blockhash if still usable, without waiting; starts a refresh when it is stale. */
  peek(): CachedBlockhash | undefined {
    this.touch();
    const cached = this.cached;
    if (!cached) return undefined;
    const age = this.now() - cached.fetchedAt;
    if (age > this.settings.usableMs) return undefined;
    if (age > this.settings.freshMs) this.refreshInBackground();
    return cached;
  }

  /** Forgets the cached blockhash (the network said it no longer knows it). */
  invalidate(): void {
    this.cached = undefined;
  }

  /** Stops the background refresh for good. */
  close(): void {
    this.closed = true;
    this.stopTimer();
  }

  private touch(): void {
    this.lastUse = this.now();
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => this.tick(), this.settings.refreshMs);
    this.timer.unref();
  }

  private tick(): void {
    if (this.now() - this.lastUse > this.settings.idleMs) {
      this.stopTimer();
      return;
    }
    this.refreshInBackground();
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private refreshInBackground(): void {
    // A failed background refresh leaves the cached one; the next launch that needs a new one
    // waits for its own fetch and reports that failure.
    this.fetchShared().catch(() => {});
  }

  /** Waits for the shared fetch; the caller's signal ends only its own wait. */
  private refresh(signal: AbortSignal): Promise<CachedBlockhash> {
    if (signal.aborted) return Promise.reject(signal.reason);
    const shared = this.fetchShared();
    return new Promise((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      shared.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  /** One fetch at a time, shared by every caller, so no caller's abort cancels another's. */
  private fetchShared(): Promise<CachedBlockhash> {
    if (!this.inFlight) {
      const started = this.now();
      this.inFlight = this.fetchLatest(AbortSignal.timeout(this.settings.usableMs))
        .then((latest) => {
          const fresh = { ...latest, fetchedAt: started };
          if (!this.cached || this.cached.fetchedAt <= started) this.cached = fresh;
          return fresh;
        })
        .finally(() => {
          this.inFlight = undefined;
        });
    }
    return this.inFlight;
  }
}
