import { type ShortAge, shortAge } from './format-market.ts';

/** How often the pairs' ages are read again: the shortest unit they show is a second. */
export const PAIR_AGE_TICK_MS = 1000;

export type PairAgeTicker = {
  /**
   * Calls `show` with the age of a pair made at `madeAt` (epoch ms) now, then at every tick its
   * text changes ('40s' → '41s', '2m' → '3m'), until the returned function is called.
   */
  track: (madeAt: number, show: (age: ShortAge) => void) => () => void;
  /** The clock the ages are read on (epoch ms). */
  now: () => number;
  /** The ages tracked now (for tests). */
  size: () => number;
};

export type PairAgeTickerDeps = {
  /** The browser clock. */
  now?: () => number;
  /** Whether the page is seen; a hidden page's ages are caught up at its next tick. */
  visible?: () => boolean;
};

type Tracked = { madeAt: number; show: (age: ShortAge) => void; shown: string | null };

const browserVisible = () =>
  typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Issue 52: every market line's pair age ticks from one interval for the whole window, the way
 * the post ages do (issue 50, latency/age-ticker.ts): no timer and no re-render per line. It
 * starts with the first age tracked and stops with the last; a tick calls a line back only when
 * its text changed (each second under a minute old, then each minute, hour, day), and the line
 * writes its text node and accessible name itself.
 */
export function createPairAgeTicker(deps: PairAgeTickerDeps = {}): PairAgeTicker {
  const now = deps.now ?? (() => Date.now());
  const visible = deps.visible ?? browserVisible;
  const tracked = new Set<Tracked>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const write = (entry: Tracked, at: number) => {
    const age = shortAge(at - entry.madeAt);
    if (age.text === entry.shown) return;
    entry.shown = age.text;
    entry.show(age);
  };
  const tick = () => {
    if (!visible()) return;
    const at = now();
    for (const entry of tracked) write(entry, at);
  };

  return {
    track: (madeAt, show) => {
      const entry: Tracked = { madeAt, show, shown: null };
      tracked.add(entry);
      write(entry, now());
      timer ??= setInterval(tick, PAIR_AGE_TICK_MS);
      return () => {
        tracked.delete(entry);
        if (tracked.size > 0) return;
        clearInterval(timer);
        timer = undefined;
      };
    },
    now,
    size: () => tracked.size,
  };
}
