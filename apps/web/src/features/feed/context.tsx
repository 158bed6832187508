import { useMemo } from 'react';
import { createStoreContext } from '../../lib/store-context.tsx';
import type { Entries } from './entries.ts';
import type { FeedController } from './store.ts';

const Feed = createStoreContext<FeedController>('Feed');

export const FeedProvider = Feed.Provider;

/** The feed's actions: addSiteMessage, onNewPost, pause/resume, reloadFilters. */
export const useFeedController = Feed.useController;

/** The cards to show, newest first; re-renders when the list changes. */
export function useFeedEntries(): Entries {
  return Feed.useSelector((state) => state.entries);
}

export type FeedPause = { paused: boolean; queued: number; pause(): void; resume(): void };

/** FC §4 pause on hover: 'PAUSED (N queued)' reads `paused` and `queued`. */
export function useFeedPause(): FeedPause {
  const controller = useFeedController();
  const paused = Feed.useSelector((state) => state.paused);
  const queued = Feed.useSelector((state) => state.queue.length);
  return useMemo(
    () => ({ paused, queued, pause: controller.pause, resume: controller.resume }),
    [paused, queued, controller],
  );
}
