import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeSocketFactory } from '../../../test/fake-socket.ts';
import { createSessionController, SessionProvider } from '../session/index.ts';
import { OnlineUsers } from './OnlineUsers.tsx';
import { SHELL_TEXT } from './strings.ts';

function renderOnlineUsers() {
  const sockets = fakeSocketFactory();
  const session = createSessionController({
    createSocket: sockets.create,
    endSession: async () => ({ success: true }),
  });
  session.logIn({ sessionId: 'sess-1', username: 'alice', isAdmin: false });
  const socket = sockets.latest();
  render(
    <SessionProvider controller={session}>
      <OnlineUsers />
      <p>elsewhere</p>
    </SessionProvider>,
  );
  act(() => {
    socket.receive('connect');
    socket.receive('connected_users', { users: ['alice', 'bob', 'carol'] });
  });
  return { socket, user: userEvent.setup() };
}

describe('OnlineUsers', () => {
  it("opens the list of who is online from the 'N online' count", async () => {
    const { user } = renderOnlineUsers();
    const count = screen.getByRole('button', { name: SHELL_TEXT.onlineCount(3) });
    expect(count.getAttribute('aria-expanded')).toBe('false');
    await user.click(count);
    expect(count.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('region', { name: SHELL_TEXT.onlineUsersTitle });
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.online-user-name')?.textContent);
    expect(names).toEqual(['alice', 'bob', 'carol']);
    expect(within(list).getByText(SHELL_TEXT.you)).toBeTruthy();
  });

  it('closes on Escape, on a click outside and on the count again', async () => {
    const { user } = renderOnlineUsers();
    const count = screen.getByRole('button', { name: SHELL_TEXT.onlineCount(3) });
    const list = () => screen.queryByRole('region', { name: SHELL_TEXT.onlineUsersTitle });
    await user.click(count);
    await user.keyboard('{Escape}');
    expect(list()).toBeNull();
    expect(document.activeElement).toBe(count);
    await user.click(count);
    await user.click(screen.getByText('elsewhere'));
    expect(list()).toBeNull();
    await user.click(count);
    await user.click(count);
    expect(list()).toBeNull();
  });

  it('says the list is empty while offline', async () => {
    const { socket, user } = renderOnlineUsers();
    act(() => socket.receive('disconnect', 'transport close'));
    await user.click(screen.getByRole('button', { name: SHELL_TEXT.onlineCount(0) }));
    expect(screen.getByText(SHELL_TEXT.offlineList)).toBeTruthy();
  });
});
