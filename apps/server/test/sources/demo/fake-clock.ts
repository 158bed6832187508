/**
 * A clock and timer pair for tests of the replay: time moves only when a test says so, and
 * timers fire in order of due time (then of creation), so a whole hour runs in microseconds.
 */
export class FakeClock {
  private time: number;
  private readonly timers = new Map<number, { at: number; run: () => void }>();
  private lastId = 0;

  constructor(start = Date.UTC(2026, 10, 23, 12, 0, 0)) {
    this.time = start;
  }

  readonly now = (): Date => new Date(this.time);

  readonly setTimer = (run: () => void, ms: number): number => {
    this.lastId += 1;
    this.timers.set(this.lastId, { at: this.time + ms, run });
    return this.lastId;
  };

  readonly clearTimer = (handle: unknown): void => {
    if (typeof handle === 'number') this.timers.delete(handle);
  };

  get pending(): number {
    return this.timers.size;
  }

  /** Milliseconds from now to each pending timer, soonest first. */
  delays(): number[] {
    return [...this.timers.values()].map((t) => t.at - this.time).sort((a, b) => a - b);
  }

  /** Moves time forward, firing every timer that falls due on the way (and the ones they add). */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      let due: [number, { at: number; run: () => void }] | undefined;
      for (const entry of this.timers) {
        if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
      }
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].run();
    }
    this.time = end;
  }
}
