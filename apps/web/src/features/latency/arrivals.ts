import type { Post } from '@launchdeck/protocol';

/**
 * How a post reached the feed, which decides what its age means. Only `live` posts were on screen
 * as soon as they arrived, so only they count in the speed readout.
 */
export const Arrival = {
  /** A live new post, painted as it arrived. */
  live: 'live',
  /** A live post queued while the feed was paused (FC §4), painted on resume. */
  held: 'held',
  /** A live post that arrived while the feed was not on screen (another tab or window on top). */
  unseen: 'unseen',
  /** Replayed after a reconnect (seq ≤ the last feed_replay's throughSeq). */
  replayed: 'replayed',
  /** Loaded with the feed (initialTweets), or any post no live event announced. */
  loaded: 'loaded',
} as const;
export type Arrival = (typeof Arrival)[keyof typeof Arrival];

/** What the reader could see when a live post arrived. */
export type ArrivalScene = { paused: boolean; onScreen: boolean };

export type Arrivals = {
  /** A feed_replay: events up to `throughSeq` that follow are replays. */
  replayedThrough: (throughSeq: number) => void;
  /** A live new post, as the feed's onNewPost reports it. */
  arrived: (post: Pick<Post, 'id' | 'seq'>, scene: ArrivalScene) => void;
  /** The first arrival recorded for the post; `loaded` when none was. */
  of: (id: string) => Arrival;
  clear: () => void;
};

/** Far more than the feed holds (50 live, the pause queue, 80 loaded); the oldest go first. */
const KEPT = 500;

export function createArrivals(): Arrivals {
  const byId = new Map<string, Arrival>();
  let throughSeq = Number.NEGATIVE_INFINITY;

  const kindOf = (seq: number, { paused, onScreen }: ArrivalScene): Arrival => {
    if (seq <= throughSeq) return Arrival.replayed;
    if (paused) return Arrival.held;
    return onScreen ? Arrival.live : Arrival.unseen;
  };

  return {
    replayedThrough: (seq) => {
      throughSeq = Math.max(throughSeq, seq);
    },
    arrived: (post, scene) => {
      if (byId.has(post.id)) return;
      byId.set(post.id, kindOf(post.seq, scene));
      if (byId.size > KEPT) {
        const oldest = byId.keys().next();
        if (!oldest.done) byId.delete(oldest.value);
      }
    },
    of: (id) => byId.get(id) ?? Arrival.loaded,
    clear: () => byId.clear(),
  };
}
