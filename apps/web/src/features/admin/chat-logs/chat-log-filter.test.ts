import type { ChatLogEntry } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { makeChatLogLine } from '../../../../test/features/admin/chat-logs/support.ts';
import { filterChatLog } from './chat-log-filter.ts';

const LOGS: ChatLogEntry[] = [
  makeChatLogLine({ username: 'alice', message: 'gm frens', type: 'public' }),
  makeChatLogLine({ username: 'bob', message: '/add @frogking', type: 'command' }),
  makeChatLogLine({ username: 'carol', message: 'alice is right', type: 'group', group: 'FROGS1' }),
];
const users = (logs: readonly ChatLogEntry[]) => logs.map((line) => line.username);

describe('filterChatLog', () => {
  it.each([
    [{ search: '', type: 'all' }, ['alice', 'bob', 'carol']],
    [{ search: 'ALICE', type: 'all' }, ['alice', 'carol']],
    [{ search: 'frog', type: 'all' }, ['bob']],
    [{ search: '', type: 'command' }, ['bob']],
    [{ search: 'alice', type: 'public' }, ['alice']],
    [{ search: 'alice', type: 'command' }, []],
  ] as const)('%j keeps %j', (filter, kept) => {
    expect(users(filterChatLog(LOGS, filter))).toEqual(kept);
  });

  it('keeps the order it was given (newest first)', () => {
    expect(filterChatLog(LOGS, { search: 'alice', type: 'all' })).toEqual([LOGS[0], LOGS[2]]);
  });
});
