/** Time for the pacer: the wall clock and timers unless a test gives its own. */
export type Clock = { now(): number; sleep(ms: number): Promise<void> };

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** One key's spacing: turns of `key` at least `gapMs` apart. */
export type PaceStep = { key: string; gapMs: number };

/** A turn came (after waiting), or would have come only after `maxWaitMs`: `retryInMs` then. */
export type PaceTurn = { ok: true } | { ok: false; retryInMs: number };

/** Keys kept before the past ones are forgotten. */
const PRUNE_AT = 10_000;

/**
 * Spaces requests per key, in memory and per process: each turn of a key comes `gapMs` after the
 * previous one, in the order asked for, and `hold` keeps a key waiting until a time a service gave
 * (a 429's retry time, a bucket's reset). A turn further off than `maxWaitMs` is refused instead
 * of taken, so a sender never outwaits its delivery's claim (the caller answers a retry time).
 */
export class Pacer {
  private readonly next = new Map<string, number>();

  constructor(private readonly clock: Clock = systemClock) {}

  /** Ms until `key`'s next free turn (0: now). */
  waitFor(key: string): number {
    return Math.max(0, (this.next.get(key) ?? 0) - this.clock.now());
  }

  /** No turn of `key` before `untilMs` (epoch ms); never brings a turn forward. */
  hold(key: string, untilMs: number): void {
    if (untilMs > (this.next.get(key) ?? 0)) this.next.set(key, untilMs);
  }

  /**
   * Takes a turn of each step's key in order, waiting for each (a later key's turn is taken only
   * once the earlier one came, so a busy key never holds a shared one's turns); each key's next
   * turn is then at least its gap after the moment the whole turn came. Refused, with the wait it
   * would have been, when a step's turn is more than `maxWaitMs` away.
   */
  async turn(steps: readonly PaceStep[], maxWaitMs: number): Promise<PaceTurn> {
    for (const { key, gapMs } of steps) {
      const now = this.clock.now();
      const at = Math.max(now, this.next.get(key) ?? 0);
      if (at - now > maxWaitMs) return { ok: false, retryInMs: at - now };
      this.next.set(key, at + gapMs);
      this.prune(now);
      if (at > now) await this.clock.sleep(at - now);
    }
    // Every key's gap counts from when the turn came, after its later keys' waits too.
    const came = this.clock.now();
    for (const { key, gapMs } of steps) this.hold(key, came + gapMs);
    return { ok: true };
  }

  private prune(now: number): void {
    if (this.next.size < PRUNE_AT) return;
    for (const [key, at] of this.next) if (at <= now) this.next.delete(key);
  }
}
