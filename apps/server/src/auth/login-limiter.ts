/**
 * Counts failed logins per key (an IP, a username) in a fixed window. Past the limit the key is
 * refused until the window ends, so a brute-force loop is slowed, not served.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(keys: readonly string[]): boolean {
    const now = this.now();
    return keys.some((key) => {
      const entry = this.failures.get(key);
      return entry !== undefined && entry.resetAt > now && entry.count >= this.maxFailures;
    });
  }

  recordFailure(keys: readonly string[]): void {
    const now = this.now();
    for (const key of keys) {
      const entry = this.failures.get(key);
      if (!entry || entry.resetAt <= now) {
        this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
      } else {
        entry.count += 1;
      }
    }
    if (this.failures.size > 10_000) this.sweep(now);
  }

  /** A good login clears its username's count (not the IP's: one success must not unlock it). */
  clear(key: string): void {
    this.failures.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
