import { LIMITS } from '@launchdeck/protocol';

/** FC §4 / §9 feed caps. */
export const FEED_LIMITS = {
  /** FC §9: the initial load keeps the first 80 posts after filtering. */
  initial: LIMITS.initialFeedMax,
  /** FC §9: the live feed keeps 50 posts. */
  live: LIMITS.liveFeedMax,
  /** FC §9: the pause queue is capped at 50. */
  queue: 50,
  /** FC §9: video and card updates look for their post among the 15 newest. */
  updateLookback: 15,
} as const;

/** FC §4: a deleted post's entry id. */
export const DELETED_ID_PREFIX = 'deleted_';
