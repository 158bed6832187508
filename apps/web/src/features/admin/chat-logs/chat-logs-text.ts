import type { ChatLogType } from '@launchdeck/protocol';
import { TAB_PARTS_TEXT } from '../tab-parts/tab-parts-text.ts';

/** The Chat Logs tab's words (ours). */
export const CHAT_LOGS_TEXT = {
  title: 'Chat Logs',
  count: (count: number) => TAB_PARTS_TEXT.count(count, 'line'),
  lines: 'Newest lines',
  search: 'Search chat',
  searchPlaceholder: 'Username or text',
  type: 'Type',
  allTypes: 'All types',
  tableLabel: 'Chat log, newest first',
  empty: 'Nobody has chatted yet.',
  columns: {
    time: 'Time',
    type: 'Type',
    group: 'Group',
    username: 'Username',
    message: 'Message',
  },
  noGroup: '—',
} as const;

/** Each chat log line type's badge: its label and its admin-controls.css tone. */
export const CHAT_LOG_TYPE_BADGES: Record<ChatLogType, { label: string; tone: string }> = {
  public: { label: 'public', tone: 'is-success' },
  group: { label: 'group', tone: 'is-brand' },
  command: { label: 'command', tone: 'is-warning' },
};
