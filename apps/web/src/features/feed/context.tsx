import { useMemo } from 'react';
import { createStoreContext } from '../../lib/store-context.tsx';
import { useAtFrames } from '../../lib/use-at-frames.ts';
import type { Entries } from './entries.ts';
import type { FeedController, FeedState } from './store.ts';

const Feed = createStoreContext<FeedController>('Feed');

export const FeedProvider = Feed.Provider;

/** The feed's actions: addSiteMessage, onNewPost, pause/resume, reloadFilters. */
export const useFeedController = Feed.useController;

const selectEntries = (state: FeedState) => state.entries;

/**
 * The cards to show, newest first; re-renders when the list changes, at most once a frame and
 * inside it (lib/use-at-frames.ts): posts that land between two frames are rendered together.
 */
export function useFeedEntries(): Entries {
  return useAtFrames(useFeedController().store, selectEntries);
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
