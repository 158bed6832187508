import type { ChatLogEntry, ChatLogType } from '@launchdeck/protocol';
import { matchesSearch } from '../tab-parts/matches-search.ts';

/** The Chat Logs tab's narrowing: one type or all, and words found in the username or text. */
export type ChatLogFilter = { search: string; type: ChatLogType | 'all' };

export function filterChatLog<L extends ChatLogEntry>(
  logs: readonly L[],
  { search, type }: ChatLogFilter,
): readonly L[] {
  if (type === 'all' && search.trim() === '') return logs;
  return logs.filter(
    (line) =>
      (type === 'all' || line.type === type) &&
      matchesSearch([line.username, line.message], search),
  );
}
