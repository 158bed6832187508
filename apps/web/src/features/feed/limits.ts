import { LIMITS } from '@launchdeck/protocol';

/** FC §4 / §9 feed caps under the feed store's names; the numbers are written once, in LIMITS. */
export const FEED_LIMITS = {
  /** Posts the initial load keeps after filtering. */
  initial: LIMITS.initialFeedMax,
  /** Posts the live feed keeps. */
  live: LIMITS.liveFeedMax,
  /** Posts the pause queue holds. */
  queue: LIMITS.pauseQueueMax,
  /** Newest posts a video or card update searches for its post. */
  updateLookback: LIMITS.updateLookback,
} as const;
