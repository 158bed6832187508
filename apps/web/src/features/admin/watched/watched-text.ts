import {
  WATCHABLE_PLATFORM_NAMES,
  type WatchablePlatform,
  type WatchedSourceHealth,
} from '@launchdeck/protocol';
import { TAB_PARTS_TEXT } from '../tab-parts/tab-parts-text.ts';

/** A platform's name, or the stored text for one no source follows. */
export const platformName = (platform: string) =>
  WATCHABLE_PLATFORM_NAMES[platform as WatchablePlatform] ?? platform;

/** The Watched Accounts tab's words (ours, issue 50); its results are the server's sentences. */
export const WATCHED_TEXT = {
  title: 'Watched Accounts',
  count: (count: number) => TAB_PARTS_TEXT.count(count, 'account'),
  note: "The sources follow these accounts: their posts reach every trader's feed and Filters page. A change reaches the sources within a minute.",
  platformLabel: 'Platform',
  inputLabel: 'Account to watch',
  placeholder: '@handle',
  add: 'Add',
  sourcesLabel: 'Sources',
  listLabel: 'Watched accounts',
  empty: 'No account is watched. Add one above.',
  never: 'No post in the feed yet',
  lastPost: (time: string) => `Last post ${time}`,
  remove: 'Remove',
  removeLabel: (handle: string) => `Stop watching @${handle}`,
  confirmTitle: 'Stop watching account',
  confirmText: (handle: string) =>
    `Stop watching @${handle}? Its new posts will no longer reach the feed.`,
  confirm: 'Stop watching',
} as const;

/** What a source's state means for a newly watched account, in a line. */
export const SOURCE_STATE_TEXT: Readonly<Record<WatchedSourceHealth['state'], string>> = {
  live: 'Following',
  demo: 'Demo only: posts arrive only through ingest',
  off: 'No source: posts arrive only through ingest',
};

/** One source's line: its platform, its state, and its newest post. */
export const sourceLine = (health: WatchedSourceHealth, lastPost: string | null) =>
  `${platformName(health.platform)}: ${SOURCE_STATE_TEXT[health.state]} · ${
    lastPost ? WATCHED_TEXT.lastPost(lastPost) : WATCHED_TEXT.never
  }`;
