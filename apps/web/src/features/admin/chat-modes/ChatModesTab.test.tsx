import type { ChatModeEntry } from '@launchdeck/protocol';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAdminServer } from '../../../../test/features/admin/tab-parts/fake-admin-server.ts';
import { renderAdminTab, tableRows } from '../../../../test/features/admin/tab-parts/support.tsx';
import { ADMIN_FAILED } from '../admin-text.ts';
import { TAB_PARTS_TEXT } from '../tab-parts/tab-parts-text.ts';
import { ChatModesTab } from './ChatModesTab.tsx';
import { CHAT_MODES_TEXT } from './chat-modes-text.ts';

const entry = (fields: Partial<ChatModeEntry> & { username: string }): ChatModeEntry => ({
  chatMode: 'public',
  currentGroup: null,
  readableTime: 'Never changed',
  ...fields,
});

const MODES = [
  entry({
    username: 'alice',
    chatMode: 'group',
    currentGroup: 'FROGS1',
    readableTime: '2024-05-01 12:00:00 UTC',
  }),
  entry({ username: 'bob', chatMode: 'mute', readableTime: '2024-05-02 08:30:00 UTC' }),
  entry({ username: 'carol' }),
];

const openTab = () => renderAdminTab(<ChatModesTab />);
const rowsShown = () => tableRows(CHAT_MODES_TEXT.tableLabel);

describe('ChatModesTab', () => {
  it("lists every user's mode, group and last change, and who is connected now", async () => {
    const server = fakeAdminServer();
    server.chatModes = MODES;
    server.activeModes = [{ username: 'alice', chatMode: 'group' }];
    openTab();
    await screen.findByRole('table', { name: CHAT_MODES_TEXT.tableLabel });
    expect(rowsShown()).toEqual([
      ['alice', 'group', 'FROGS1', '2024-05-01 12:00:00 UTC'],
      ['bob', 'mute', '—', '2024-05-02 08:30:00 UTC'],
      ['carol', 'public', '—', 'Never changed'],
    ]);
    const active = screen.getByRole('list', { name: CHAT_MODES_TEXT.activeLabel });
    expect(
      within(active)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['alicegroup']);
    expect(screen.getByText('3 users')).toBeTruthy();
    expect(screen.getByText('1 user')).toBeTruthy();
  });

  it('narrows the table to the users or groups searched for', async () => {
    const server = fakeAdminServer();
    server.chatModes = MODES;
    const { user } = openTab();
    const search = await screen.findByLabelText(CHAT_MODES_TEXT.search);
    await user.type(search, 'frogs');
    expect(rowsShown().map(([username]) => username)).toEqual(['alice']);
    expect(screen.getByText(TAB_PARTS_TEXT.shownOf(1, 3))).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(rowsShown()).toEqual([]);
    expect(screen.getByText(TAB_PARTS_TEXT.noMatch)).toBeTruthy();
  });

  it('says when nobody is connected and no user has a mode', async () => {
    fakeAdminServer();
    openTab();
    expect(await screen.findByText(CHAT_MODES_TEXT.noneActive)).toBeTruthy();
    expect(screen.getByText(CHAT_MODES_TEXT.empty)).toBeTruthy();
  });

  it('reads the modes again on Refresh', async () => {
    const server = fakeAdminServer();
    const { user } = openTab();
    await screen.findByText(CHAT_MODES_TEXT.noneActive);
    server.chatModes = MODES;
    server.activeModes = [{ username: 'bob', chatMode: 'mute' }];
    await user.click(screen.getByRole('button', { name: TAB_PARTS_TEXT.refresh }));
    expect(await screen.findByRole('list', { name: CHAT_MODES_TEXT.activeLabel })).toBeTruthy();
    expect(rowsShown()).toHaveLength(3);
  });

  it("shows 'Failed to load chat modes' with a Retry", async () => {
    const server = fakeAdminServer();
    server.refuse.chatModes = { status: 500, error: '' };
    const { user } = openTab();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain(ADMIN_FAILED.loadChatModes);
    delete server.refuse.chatModes;
    server.chatModes = MODES;
    await user.click(within(failure).getByRole('button', { name: TAB_PARTS_TEXT.retry }));
    expect(await screen.findByRole('table', { name: CHAT_MODES_TEXT.tableLabel })).toBeTruthy();
  });
});
