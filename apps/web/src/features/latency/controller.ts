import type { Post } from '@launchdeck/protocol';
import { createStore } from 'zustand/vanilla';
import { listen } from '../../lib/listen.ts';
import type { ReadableStore } from '../../lib/store-context.tsx';
import type { SessionController } from '../session/index.ts';
import { type AgeTicker, createAgeTicker } from './age-ticker.ts';
import { Arrival, createArrivals } from './arrivals.ts';
import { type ClockEstimate, createClockOffset } from './clock-offset.ts';
import { startClockSync } from './clock-sync.ts';
import { type AgeReading, type PaintedPost, readAge } from './reading.ts';
import { createLatencyStats, EMPTY_SUMMARY, type ReadoutSummary } from './stats.ts';

/** What the readout shows. */
export type LatencyState = {
  summary: ReadoutSummary;
  clock: ClockEstimate | null;
};

/** The part of a post its age needs. */
export type TimedPost = Pick<Post, 'id' | 'platform' | 'timing'>;

/**
 * The feed as this feature sees it: each live new post, and whether the feed was paused then.
 * Written out rather than imported, since the feed renders the cards that show the age.
 */
export type LatencyFeed = {
  onNewPost: (listener: (post: Post) => void) => () => void;
  store: { getState: () => { paused: boolean } };
};

export type LatencyDeps = {
  session: Pick<SessionController, 'onSocket' | 'socket' | 'store'>;
  feed: LatencyFeed;
  /** The browser clock. */
  now?: () => number;
  /** Whether a new post can be painted at once: this window visible, the feed showing. */
  feedOnScreen?: () => boolean;
};

export type LatencyController = {
  store: ReadableStore<LatencyState>;
  /**
   * The post's age, measured now (call it at the frame that paints the card) unless it was
   * measured before: a re-render, a move or an update of the post keeps its first age. Undefined
   * for a post without timing.
   */
  measure: (post: TimedPost, source: string) => AgeReading | undefined;
  /**
   * The age measured for the post id, if it was. One painted before the clock synced is read again
   * with the first offset: the browser clock at its paint plus that offset is the server's time of
   * the paint.
   */
  reading: (id: string) => AgeReading | undefined;
  /** The window's one ticker of the cards' ages (issue 50): one interval for every card. */
  ages: AgeTicker;
  dispose: () => void;
};

/** The readout changes at most 4 times a second, however fast posts come. */
export const READOUT_EVERY_MS = 250;

/** Far more than the feed holds; the oldest go first. */
const READINGS_KEPT = 500;

/** The feed area is rendered (the main window's Feed tab, or the pop-out) and the page is seen. */
const browserFeedOnScreen = () =>
  document.visibilityState === 'visible' && document.querySelector('.feed-area') !== null;

/**
 * Each card's measured age and the speed readout (issue 17): the clock offset kept by
 * clock_ping/clock_pong, how each post arrived (live, held, replayed, loaded) and the last live
 * posts' legs per source. One per window: the pop-out has its own connection and its own offset.
 */
export function createLatencyController(deps: LatencyDeps): LatencyController {
  const now = deps.now ?? (() => Date.now());
  const feedOnScreen = deps.feedOnScreen ?? browserFeedOnScreen;
  const store = createStore<LatencyState>()(() => ({ summary: EMPTY_SUMMARY, clock: null }));
  const clock = createClockOffset({ now });
  const arrivals = createArrivals();
  const stats = createLatencyStats();
  const readings = new Map<string, AgeReading>();
  const ages = createAgeTicker({ now });
  /** Posts painted before the clock synced, to be read again with the first offset. */
  const unsynced = new Map<string, PaintedPost>();

  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let flushedAt = Number.NEGATIVE_INFINITY;
  /** The last live card measured while the readout waited; the timer waits 250 ms past it. */
  let waitingCardAt = Number.NEGATIVE_INFINITY;
  const flush = () => {
    if (flushTimer !== undefined) clearTimeout(flushTimer);
    flushTimer = undefined;
    flushedAt = now();
    store.setState({ summary: stats.summary(), clock: clock.estimate() });
  };
  /** The one timer: flushes unless a card came within 250 ms, then waits 250 ms past that card. */
  const onTimer = () => {
    flushTimer = undefined;
    const wait = waitingCardAt + READOUT_EVERY_MS - now();
    if (wait > 0) flushTimer = setTimeout(onTimer, wait);
    else flush();
  };
  const scheduleFlush = () => {
    flushTimer ??= setTimeout(onTimer, READOUT_EVERY_MS);
  };
  /**
   * A live post was just measured, in the frame that paints its card: the readout changes in that
   * same frame when its last change is 250 ms old, so a burst costs the page no frame of the
   * readout's own. Otherwise the change waits for a later card, or, when none comes within 250 ms,
   * for the timer. A burst of cards arms that timer once, not once a card.
   */
  const flushWithCard = () => {
    const at = now();
    if (at - flushedAt >= READOUT_EVERY_MS) {
      flush();
      return;
    }
    waitingCardAt = at;
    scheduleFlush();
  };

  const stopSync = startClockSync({
    session: deps.session,
    now,
    clock: {
      add: (sample) => {
        clock.add(sample);
        scheduleFlush();
      },
    },
  });
  const stopSockets = deps.session.onSocket((socket) => {
    listen(socket, 'feed_replay', ({ throughSeq }) => arrivals.replayedThrough(throughSeq));
  });
  const stopFeed = deps.feed.onNewPost((post) => {
    const scene = { paused: deps.feed.store.getState().paused, onScreen: feedOnScreen() };
    arrivals.arrived(post, scene);
  });
  // A new login starts a new feed: its posts are measured afresh; the offset still holds.
  const stopSession = deps.session.store.subscribe(({ phase }, previous) => {
    if (phase.status !== 'logged_out' || previous.phase.status === 'logged_out') return;
    readings.clear();
    unsynced.clear();
    arrivals.clear();
    stats.clear();
    flush();
  });

  const remember = (id: string, reading: AgeReading) => {
    readings.set(id, reading);
    if (readings.size <= READINGS_KEPT) return;
    const oldest = readings.keys().next();
    if (oldest.done) return;
    readings.delete(oldest.value);
    unsynced.delete(oldest.value);
  };

  const readingOf = (id: string): AgeReading | undefined => {
    const painted = unsynced.get(id);
    const estimate = painted && clock.estimate();
    if (painted && estimate) {
      unsynced.delete(id);
      readings.set(id, readAge({ ...painted, clock: estimate }));
    }
    return readings.get(id);
  };

  return {
    store,
    measure: (post, source) => {
      const known = readingOf(post.id);
      if (known || !post.timing) return known;
      const painted: PaintedPost = {
        timing: post.timing,
        platform: post.platform,
        arrival: arrivals.of(post.id),
        browserNow: now(),
        clock: clock.estimate(),
      };
      const reading = readAge(painted);
      remember(post.id, reading);
      if (!reading.clock) unsynced.set(post.id, painted);
      // Only posts painted as they arrived, with a synced clock, speak for the feed's speed.
      if (reading.arrival === Arrival.live && reading.clock) {
        stats.add({ source, toScreen: reading.toScreen, total: reading.total });
        flushWithCard();
      }
      return reading;
    },
    reading: readingOf,
    ages,
    dispose: () => {
      ages.dispose();
      stopSync();
      stopSockets();
      stopFeed();
      stopSession();
      clearTimeout(flushTimer);
    },
  };
}
