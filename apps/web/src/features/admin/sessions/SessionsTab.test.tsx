import { MESSAGES } from '@launchdeck/protocol';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSocketFactory } from '../../../../test/fake-socket.ts';
import { makeAdminSession } from '../../../../test/features/admin/sessions/session-fixture.ts';
import {
  cellTexts,
  renderAdminTab,
  toastText,
} from '../../../../test/features/admin/tab-parts/support.tsx';
import { fakeUsersServer } from '../../../../test/features/admin/users/fake-users-server.ts';
import { makeUserStatus } from '../../../../test/features/admin/users/user-status-fixture.ts';
import { createSessionController, SessionProvider } from '../../session/index.ts';
import { SESSIONS_REFRESH_MS, SessionsTab } from './SessionsTab.tsx';

function setup() {
  const server = fakeUsersServer({
    admin: makeUserStatus({ reserved: true }),
    alice: makeUserStatus(),
    bob: makeUserStatus(),
  });
  server.sessions = [
    makeAdminSession({ username: 'admin', ip: '127.0.0.1', connections: 1 }),
    makeAdminSession({ username: 'alice', ip: '10.0.0.7', connections: 2 }),
    makeAdminSession({ username: 'alice', ip: '10.0.0.8', connections: 0 }),
    makeAdminSession({ username: 'bob', ip: '192.168.1.5', connections: 1 }),
  ];
  const session = createSessionController({
    createSocket: fakeSocketFactory().create,
    endSession: async () => ({ success: true }),
  });
  session.logIn({ sessionId: 'admin-session-id', username: 'admin', isAdmin: true });
  const view = renderAdminTab(
    <SessionProvider controller={session}>
      <SessionsTab />
    </SessionProvider>,
  );
  return { server, ...view };
}

const rows = () => screen.getAllByRole('row').slice(1);
const rowWithIp = (ip: string) => {
  const row = rows().find((candidate) => within(candidate).queryByText(ip));
  if (!row) throw new Error(`no session from ${ip}`);
  return row;
};

describe('SessionsTab', () => {
  it('lists who is logged in, from where, since and until when, and whether a window is open', async () => {
    setup();
    await screen.findByText('10.0.0.7');
    expect(screen.getByText('4 sessions')).toBeTruthy();
    const when = '2025-01-02 03:04:05 UTC';
    const until = '2025-01-09 03:04:05 UTC';
    expect(cellTexts(rowWithIp('10.0.0.7'))).toEqual([
      'alice',
      '10.0.0.7',
      when,
      until,
      'Online (2)',
      'Kick',
    ]);
    expect(cellTexts(rowWithIp('10.0.0.8'))[4]).toBe('No window open');
    // The admin's own session cannot be kicked.
    expect(cellTexts(rowWithIp('127.0.0.1'))[5]).toBe('You');
    expect(within(rowWithIp('127.0.0.1')).queryByRole('button')).toBeNull();
  });

  it('searches by username or IP', async () => {
    const { user } = setup();
    await screen.findByText('10.0.0.7');
    const search = screen.getByLabelText('Search sessions');
    await user.type(search, 'ALI');
    expect(rows()).toHaveLength(2);
    expect(screen.getByText('2 of 4')).toBeTruthy();
    await user.clear(search);
    await user.type(search, '192.168');
    expect(rows().map((row) => cellTexts(row)[0])).toEqual(['bob']);
    await user.type(search, '9');
    expect(screen.getByText('Nothing matches the search.')).toBeTruthy();
  });

  it('kicks after a confirmation, and the list no longer holds the user', async () => {
    const { user, server } = setup();
    await screen.findByText('10.0.0.7');
    await user.click(screen.getByRole('button', { name: 'Kick bob' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Kick bob\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls.some((c) => c.call === 'kick')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Kick bob' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Kick' }));
    await waitFor(() => expect(toastText()).toBe(MESSAGES.userKicked));
    expect(server.calls.find((c) => c.call === 'kick')).toMatchObject({
      method: 'POST',
      url: '/api/admin/kick/bob',
    });
    await waitFor(() => expect(screen.queryByText('192.168.1.5')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Failed to kick user' with the thrown error, or the server's sentence", async () => {
    const { user, server } = setup();
    await screen.findByText('10.0.0.7');
    server.refuse.kick = 'network';
    await user.click(screen.getByRole('button', { name: 'Kick bob' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Kick' }));
    await waitFor(() => expect(toastText()).toMatch(/^Failed to kick user: /));

    server.refuse.kick = { status: 404, error: MESSAGES.userNotFound };
    await user.click(screen.getByRole('button', { name: 'Kick bob' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Kick' }));
    await waitFor(() => expect(toastText()).toBe(MESSAGES.userNotFound));
  });

  it('refreshes the list every 10 s while open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server, unmount } = setup();
    await screen.findByText('10.0.0.7');
    const reads = () => server.calls.filter((c) => c.call === 'sessions').length;
    expect(reads()).toBe(1);
    server.sessions = [makeAdminSession({ username: 'carol', ip: '10.9.9.9' })];
    await act(() => vi.advanceTimersByTimeAsync(SESSIONS_REFRESH_MS));
    expect(await screen.findByText('10.9.9.9')).toBeTruthy();
    expect(reads()).toBe(2);

    unmount();
    await act(() => vi.advanceTimersByTimeAsync(SESSIONS_REFRESH_MS * 3));
    expect(reads()).toBe(2);
  });
});
