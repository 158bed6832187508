import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useStore } from 'zustand';
import type { Entries } from './entries.ts';
import type { FeedController } from './store.ts';

const FeedContext = createContext<FeedController | null>(null);

export function FeedProvider({
  controller,
  children,
}: {
  controller: FeedController;
  children: ReactNode;
}) {
  return <FeedContext.Provider value={controller}>{children}</FeedContext.Provider>;
}

/** The feed's actions: addSiteMessage, onNewPost, pause/resume, reloadFilters. */
export function useFeedController(): FeedController {
  const controller = useContext(FeedContext);
  if (!controller) throw new Error('useFeedController needs a <FeedProvider>');
  return controller;
}

/** The cards to show, newest first; re-renders when the list changes. */
export function useFeedEntries(): Entries {
  return useStore(useFeedController().store, (state) => state.entries);
}

export type FeedPause = { paused: boolean; queued: number; pause(): void; resume(): void };

/** FC §4 pause on hover: 'PAUSED (N queued)' reads `paused` and `queued`. */
export function useFeedPause(): FeedPause {
  const controller = useFeedController();
  const paused = useStore(controller.store, (state) => state.paused);
  const queued = useStore(controller.store, (state) => state.queue.length);
  return useMemo(
    () => ({ paused, queued, pause: controller.pause, resume: controller.resume }),
    [paused, queued, controller],
  );
}
