import { type PostAgeText, postAgeText } from './post-age-text.ts';

/** How often the ages are read again: the shortest unit they show is a second. */
export const AGE_TICK_MS = 1000;

export type AgeTicker = {
  /**
   * Shows in `element` (its text and aria-label) the age of a post made at `postedAt` on this
   * browser's clock (the platform's time less the clock offset), now and at every tick, until the
   * returned function is called. `madeAt` is the platform's time, for the day of an old post.
   */
  track: (element: HTMLElement, postedAt: number, madeAt: number) => () => void;
  /** The ages tracked now (for tests). */
  size: () => number;
  dispose: () => void;
};

export type AgeTickerDeps = {
  /** The browser clock. */
  now?: () => number;
  /** Whether the page is seen; a hidden page's ages are caught up at its next tick. */
  visible?: () => boolean;
};

type Tracked = { postedAt: number; madeAt: number; shown: PostAgeText | null };

const browserVisible = () =>
  typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Issue 50: every card's age ticks from one interval for the whole feed (not one timer per card),
 * started with the first age and stopped at the first tick after the last is gone. A tick writes text nodes only where the
 * text changed (a card under a minute old each second, older ones each minute, a day-old one never
 * again), so it costs React nothing and the feed's layout little.
 */
export function createAgeTicker(deps: AgeTickerDeps = {}): AgeTicker {
  const now = deps.now ?? (() => Date.now());
  const visible = deps.visible ?? browserVisible;
  const tracked = new Map<HTMLElement, Tracked>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const write = (element: HTMLElement, entry: Tracked, at: number) => {
    const next = postAgeText(at - entry.postedAt, entry.madeAt, at);
    if (entry.shown?.text !== next.text) element.textContent = next.text;
    if (entry.shown?.label !== next.label) element.setAttribute('aria-label', next.label);
    entry.shown = next;
  };
  const tick = () => {
    // Stopped here rather than at the last untrack, so a commit that unmounts and mounts every
    // card again (a new clock offset) keeps the one interval.
    if (tracked.size === 0) return stop();
    if (!visible()) return;
    const at = now();
    for (const [element, entry] of tracked) if (!entry.shown?.settled) write(element, entry, at);
  };
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };

  return {
    track: (element, postedAt, madeAt) => {
      const entry: Tracked = { postedAt, madeAt, shown: null };
      tracked.set(element, entry);
      write(element, entry, now());
      timer ??= setInterval(tick, AGE_TICK_MS);
      return () => {
        if (tracked.get(element) === entry) tracked.delete(element);
      };
    },
    size: () => tracked.size,
    dispose: () => {
      tracked.clear();
      stop();
    },
  };
}
