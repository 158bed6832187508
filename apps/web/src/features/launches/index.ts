export { LiveLaunchesProvider } from './context.tsx';
export { FeedLink, LaunchesLink } from './LaunchesLink.tsx';
export { LaunchesPage } from './LaunchesPage.tsx';
export { LaunchFilters } from './LaunchFilters.tsx';
export { LaunchList, type LaunchListProps } from './LaunchList.tsx';
export { LAUNCHES_TEXT, PLATFORM_NAMES, STATUS_NAMES } from './launches-text.ts';
export {
  createLiveLaunchesController,
  type LiveLaunchesController,
} from './live.ts';
export type { LaunchFilter } from './merge.ts';
export { feedPathFrom, LAUNCHES_PATH } from './paths.ts';
