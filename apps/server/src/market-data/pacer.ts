import type { WindowCounter } from '../limits/window-counter.ts';

/**
 * Spaces calls to a provider so that all nodes together stay within `perMinute`: one call per slot
 * of 60,000 / perMinute ms, the slot claimed in the shared counter (Redis when it is on, else this
 * process's memory). A caller that finds the slot taken waits for the next one. Fixed slots, not a
 * sliding window: a sliding minute lets a burst spend the whole allowance at once and then starves
 * every later call for the rest of the minute.
 */
export class ProviderPacer {
  readonly slotMs: number;

  constructor(
    private readonly counter: WindowCounter,
    private readonly key: string,
    perMinute: number,
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {
    this.slotMs = Math.ceil(60_000 / perMinute);
  }

  /** Resolves once this caller holds a slot (at once when the current one is free). */
  async slot(): Promise<void> {
    for (;;) {
      const taken = await this.counter.add(this.key, 1, this.slotMs);
      if (taken <= 1) return;
      const left = await this.counter.remainingMs(this.key);
      await this.sleep(Math.max(1, Math.min(left || this.slotMs, this.slotMs)));
    }
  }
}
