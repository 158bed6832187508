import type { ChatMode } from '@launchdeck/protocol';
import { TAB_PARTS_TEXT } from '../tab-parts/tab-parts-text.ts';

/** The Chat Modes tab's words (ours). */
export const CHAT_MODES_TEXT = {
  title: 'Chat Modes',
  count: (count: number) => TAB_PARTS_TEXT.count(count, 'user'),
  activeTitle: 'Active now',
  activeLabel: 'Users connected now',
  activeCount: (count: number) => TAB_PARTS_TEXT.count(count, 'user'),
  noneActive: 'Nobody is connected right now.',
  tableLabel: 'Chat mode of every user',
  search: 'Search users',
  searchPlaceholder: 'Username or group',
  empty: 'No user has a chat mode yet.',
  columns: { username: 'Username', mode: 'Mode', group: 'Group', changed: 'Last changed' },
  noGroup: '—',
} as const;

/** Each DA §3 chat mode's badge: its label and its admin-controls.css tone. */
export const CHAT_MODE_BADGES: Record<ChatMode, { label: string; tone: string }> = {
  public: { label: 'public', tone: 'is-success' },
  group: { label: 'group', tone: 'is-brand' },
  mute: { label: 'mute', tone: 'is-warning' },
};
