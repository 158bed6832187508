import type { Post } from '@launchdeck/protocol';
import { useCallback } from 'react';
import { useFeedController } from '../features/feed/index.ts';

/** A post the feed shows, by its id: what the deploy toolbar and keybinds launch from. */
export function useFindFeedPost(): (id: string) => Post | null {
  const feed = useFeedController();
  return useCallback(
    (id: string) =>
      feed.store.getState().entries.find((entry) => entry.post.id === id)?.post ?? null,
    [feed],
  );
}
