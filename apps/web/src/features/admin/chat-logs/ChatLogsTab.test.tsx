import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../../../test/fake-fetch.ts';
import { makeChatLogLine } from '../../../../test/features/admin/chat-logs/support.ts';
import { fakeAdminServer } from '../../../../test/features/admin/tab-parts/fake-admin-server.ts';
import { renderAdminTab, tableRows } from '../../../../test/features/admin/tab-parts/support.tsx';
import { ADMIN_FAILED } from '../admin-text.ts';
import { TAB_PARTS_TEXT } from '../tab-parts/tab-parts-text.ts';
import { ChatLogsTab } from './ChatLogsTab.tsx';
import { CHAT_LOGS_TEXT } from './chat-logs-text.ts';

const HOSTILE = '<img src=x onerror="alert(1)"><b>bold</b>';

const openTab = () => renderAdminTab(<ChatLogsTab />);
const table = () => screen.getByRole('table', { name: CHAT_LOGS_TEXT.tableLabel });
const rowsShown = () => tableRows(CHAT_LOGS_TEXT.tableLabel);

describe('ChatLogsTab', () => {
  it('reads the newest 200 lines and shows time, type, group, username and message, newest first', async () => {
    const server = fakeAdminServer();
    server.logs = [
      makeChatLogLine({
        timestamp: '2024-05-01T12:00:02.000Z',
        username: 'carol',
        message: '/groups',
        type: 'command',
      }),
      makeChatLogLine({
        timestamp: '2024-05-01T12:00:01.000Z',
        username: 'bob',
        message: 'in here',
        type: 'group',
        group: 'FROGS1',
      }),
      makeChatLogLine({
        timestamp: '2024-05-01T12:00:00.000Z',
        username: 'alice',
        message: 'gm',
        type: 'public',
      }),
    ];
    openTab();
    await screen.findByRole('table', { name: CHAT_LOGS_TEXT.tableLabel });
    expect(server.calls[0]?.url).toBe('/api/admin/chat-log?lines=200');
    expect(rowsShown()).toEqual([
      ['2024-05-01 12:00:02 UTC', 'command', '—', 'carol', '/groups'],
      ['2024-05-01 12:00:01 UTC', 'group', 'FROGS1', 'bob', 'in here'],
      ['2024-05-01 12:00:00 UTC', 'public', '—', 'alice', 'gm'],
    ]);
    expect(screen.getByText('3 lines')).toBeTruthy();
  });

  it('shows a message of HTML as the characters typed, never as markup', async () => {
    const server = fakeAdminServer();
    server.logs = [makeChatLogLine({ message: HOSTILE })];
    openTab();
    const cell = await screen.findByText(HOSTILE);
    expect(cell.textContent).toBe(HOSTILE);
    expect(table().querySelector('img')).toBeNull();
    expect(table().querySelector('b')).toBeNull();
  });

  it('finds lines by username or text, and by type', async () => {
    const server = fakeAdminServer();
    server.logs = [
      makeChatLogLine({ username: 'alice', message: 'wen moon' }),
      makeChatLogLine({ username: 'bob', message: '/add @frogking', type: 'command' }),
      makeChatLogLine({ username: 'moonboy', message: 'gm' }),
    ];
    const { user } = openTab();
    const search = await screen.findByLabelText(CHAT_LOGS_TEXT.search);
    await user.type(search, 'moon');
    expect(rowsShown().map((row) => row[3])).toEqual(['alice', 'moonboy']);
    expect(screen.getByText(TAB_PARTS_TEXT.shownOf(2, 3))).toBeTruthy();

    await user.clear(search);
    await user.selectOptions(screen.getByLabelText(CHAT_LOGS_TEXT.type), 'command');
    expect(rowsShown().map((row) => row[3])).toEqual(['bob']);

    await user.type(search, 'nothing like this');
    expect(screen.getByText(TAB_PARTS_TEXT.noMatch)).toBeTruthy();
  });

  it('reads 5,000 lines when asked and renders only those in view', async () => {
    const server = fakeAdminServer();
    server.logs = Array.from({ length: 5000 }, (_, i) =>
      makeChatLogLine({ username: `user${i}`, message: `line ${i}` }),
    );
    const { user } = openTab();
    await screen.findByText('200 lines');
    await user.selectOptions(screen.getByLabelText(CHAT_LOGS_TEXT.lines), '5000');
    expect(await screen.findByText('5,000 lines')).toBeTruthy();
    expect(server.calls.at(-1)?.url).toBe('/api/admin/chat-log?lines=5000');
    expect(table().getAttribute('aria-rowcount')).toBe('5001');
    expect(within(table()).getAllByRole('row').length).toBeLessThan(60);
    expect(screen.getByText('line 0')).toBeTruthy();
  });

  it('keeps the lines it shows while more are read, and says it is refreshing', async () => {
    const server = fakeAdminServer();
    server.logs = Array.from({ length: 300 }, (_, i) => makeChatLogLine({ message: `line ${i}` }));
    const { user } = openTab();
    await screen.findByText('200 lines');
    const slow = deferred<void>();
    server.hold.chatLog = slow.promise;
    await user.selectOptions(screen.getByLabelText(CHAT_LOGS_TEXT.lines), '1000');
    const refresh = await screen.findByRole('button', { name: TAB_PARTS_TEXT.refreshing });
    expect(refresh.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('200 lines')).toBeTruthy();
    expect(screen.getByText('line 0')).toBeTruthy();
    slow.resolve();
    expect(await screen.findByText('300 lines')).toBeTruthy();
    expect(screen.getByRole('button', { name: TAB_PARTS_TEXT.refresh })).toBeTruthy();
  });

  it('says when nobody has chatted, and reads the log again on Refresh', async () => {
    const server = fakeAdminServer();
    const { user } = openTab();
    expect(await screen.findByText(CHAT_LOGS_TEXT.empty)).toBeTruthy();
    server.logs = [makeChatLogLine({ message: 'first!' })];
    await user.click(screen.getByRole('button', { name: TAB_PARTS_TEXT.refresh }));
    expect(await screen.findByText('first!')).toBeTruthy();
  });

  it("shows 'Failed to load chat logs' with a Retry", async () => {
    const server = fakeAdminServer();
    server.refuse.chatLog = { status: 500, error: '' };
    const { user } = openTab();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain(ADMIN_FAILED.loadChatLogs);
    delete server.refuse.chatLog;
    server.logs = [makeChatLogLine({ message: 'back again' })];
    await user.click(within(failure).getByRole('button', { name: TAB_PARTS_TEXT.retry }));
    expect(await screen.findByText('back again')).toBeTruthy();
  });
});
