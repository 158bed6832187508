export {
  type FeedPause,
  FeedProvider,
  useFeedController,
  useFeedEntries,
  useFeedPause,
} from './context.tsx';
export type { FeedEntry } from './entries.ts';
export { FeedArea } from './FeedArea.tsx';
export { normalizeFilters } from './filters.ts';
export {
  createFeedController,
  type FeedController,
  type FeedDeps,
  type FeedState,
  type NewPostListener,
} from './store.ts';
