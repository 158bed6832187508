/**
 * Events a second over the last `windowSeconds` whole seconds, counted in one slot per second:
 * recording is O(1) and reading O(window), whatever the rate. The second under way is left out
 * of the reading, so a half-counted second never lowers it.
 */
export class EventRate {
  private readonly counts: number[];
  private readonly seconds: number[];

  constructor(
    private readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    // One slot more than the window: the second under way never overwrites the oldest one read.
    this.counts = new Array<number>(windowSeconds + 1).fill(0);
    this.seconds = new Array<number>(windowSeconds + 1).fill(-1);
  }

  record(): void {
    const second = Math.floor(this.now() / 1000);
    const slot = second % this.counts.length;
    if (this.seconds[slot] !== second) {
      this.seconds[slot] = second;
      this.counts[slot] = 0;
    }
    this.counts[slot] = (this.counts[slot] ?? 0) + 1;
  }

  perSecond(): number {
    const current = Math.floor(this.now() / 1000);
    let total = 0;
    for (let slot = 0; slot < this.counts.length; slot += 1) {
      const second = this.seconds[slot] ?? -1;
      if (second < current && second >= current - this.windowSeconds)
        total += this.counts[slot] ?? 0;
    }
    return total / this.windowSeconds;
  }
}
