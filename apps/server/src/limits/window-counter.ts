/**
 * Counts uses per key over time windows. In memory for one process; in Redis when several
 * processes must share one allowance (a user's logins, chat lines).
 */
export interface WindowCounter {
  /**
   * Adds `delta` to the key's count in its fixed window (started by the first add, `windowMs`
   * long) and answers the count after the add, atomically.
   */
  add(key: string, delta: number, windowMs: number): Promise<number>;
  clear(key: string): Promise<void>;
  /** Milliseconds until the key's fixed window (add) ends; 0 when it has none. */
  remainingMs(key: string): Promise<number>;
  /**
   * Sliding window: records one use and answers true, or answers false (recording nothing) when
   * `max` uses fall in the last `windowMs`.
   */
  take(key: string, max: number, windowMs: number): Promise<boolean>;
}

/** One process's counts; old entries are swept once the map grows large. */
export class MemoryWindowCounter implements WindowCounter {
  private readonly fixed = new Map<string, { count: number; resetAt: number }>();
  private readonly sliding = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  async add(key: string, delta: number, windowMs: number): Promise<number> {
    return this.addNow(key, delta, windowMs);
  }

  /** The synchronous core of add: nothing can run between the read and the write. */
  addNow(key: string, delta: number, windowMs: number): number {
    const now = this.now();
    let entry = this.fixed.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.fixed.set(key, entry);
    }
    entry.count += delta;
    if (this.fixed.size > 10_000) this.sweep(now);
    return entry.count;
  }

  async remainingMs(key: string): Promise<number> {
    return this.remainingNow(key);
  }

  remainingNow(key: string): number {
    const entry = this.fixed.get(key);
    return entry ? Math.max(0, entry.resetAt - this.now()) : 0;
  }

  async clear(key: string): Promise<void> {
    this.fixed.delete(key);
    this.sliding.delete(key);
  }

  async take(key: string, max: number, windowMs: number): Promise<boolean> {
    return this.takeNow(key, max, windowMs);
  }

  takeNow(key: string, max: number, windowMs: number): boolean {
    const now = this.now();
    const recent = (this.sliding.get(key) ?? []).filter((at) => at > now - windowMs);
    const allowed = recent.length < max;
    if (allowed) recent.push(now);
    this.sliding.set(key, recent);
    if (this.sliding.size > 10_000) this.sweep(now);
    return allowed;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.fixed) if (entry.resetAt <= now) this.fixed.delete(key);
    for (const [key, times] of this.sliding) {
      if (times.length === 0 || (times.at(-1) as number) < now - 3_600_000)
        this.sliding.delete(key);
    }
  }
}
