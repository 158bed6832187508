import type { ChatLogEntry } from '@launchdeck/protocol';

let seconds = 0;

/** A chat log line; each made one second before the last, so a list of them is newest first. */
export function makeChatLogLine(fields: Partial<ChatLogEntry> = {}): ChatLogEntry {
  seconds += 1;
  return {
    timestamp: new Date(Date.UTC(2024, 4, 1, 12, 0, 0) - seconds * 1000).toISOString(),
    type: 'public',
    username: 'alice',
    message: 'gm',
    group: null,
    ...fields,
  };
}
