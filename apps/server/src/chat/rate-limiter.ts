/**
 * At most `max` chat lines in any `windowMs` per user (a sliding window). Kept in memory
 * per process: with several processes a user whose windows sit on different nodes gets the
 * allowance once per node, which still bounds a flood.
 */
export class ChatRateLimiter {
  private readonly sent = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a line and answers true, or answers false when the user is over the limit. */
  tryTake(key: string): boolean {
    const now = this.now();
    const recent = (this.sent.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.max) {
      this.sent.set(key, recent);
      return false;
    }
    recent.push(now);
    this.sent.set(key, recent);
    if (this.sent.size > 10_000) this.sweep(now);
    return true;
  }

  private sweep(now: number): void {
    for (const [key, times] of this.sent) {
      if (times.every((at) => at <= now - this.windowMs)) this.sent.delete(key);
    }
  }
}
