import type { Post, PostTiming } from '@launchdeck/protocol';
import type { Arrival } from './arrivals.ts';
import type { ClockEstimate } from './clock-offset.ts';

/** A card's delivery latency, measured once at the frame that first painted it; all in ms. */
export type AgeReading = {
  arrival: Arrival;
  platform: Post['platform'];
  sourceFrom: PostTiming['sourceFrom'];
  /** The platform's time of the post (server clock). */
  madeAt: number;
  /** The same time on this browser's clock (the platform's time less the offset): ages tick from it. */
  postedAt: number;
  /** Server-clock time of the paint: this browser's clock plus the offset. */
  paintedAt: number;
  /** received − source: the platform to our connector. */
  toConnector: number;
  /** published − received: our connector to the feed. */
  toPublished: number;
  /** paint − published: the feed to this screen. */
  toScreen: number;
  /** paint − source, never below 0: the delivery latency (the age at the first paint). */
  total: number;
  /** The offset used; null when no clock_pong had arrived yet. */
  clock: Pick<ClockEstimate, 'offset' | 'error'> | null;
  /** No offset yet, or its error bound exceeds the age: the age is not to be trusted. */
  uncertain: boolean;
};

export type PaintedPost = {
  timing: PostTiming;
  platform: Post['platform'];
  arrival: Arrival;
  /** This browser's clock at the paint. */
  browserNow: number;
  clock: ClockEstimate | null;
};

/** The legs of a post's path to this screen, on the server's clock. */
export function readAge({ timing, platform, arrival, browserNow, clock }: PaintedPost): AgeReading {
  const paintedAt = browserNow + (clock?.offset ?? 0);
  const total = Math.max(0, paintedAt - timing.source);
  return {
    arrival,
    platform,
    sourceFrom: timing.sourceFrom,
    madeAt: timing.source,
    postedAt: timing.source - (clock?.offset ?? 0),
    paintedAt,
    toConnector: timing.received - timing.source,
    toPublished: timing.published - timing.received,
    toScreen: paintedAt - timing.published,
    total,
    clock: clock && { offset: clock.offset, error: clock.error },
    uncertain: clock === null || clock.error > total,
  };
}
