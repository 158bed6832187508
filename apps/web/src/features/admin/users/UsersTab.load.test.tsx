import { MESSAGES, type UserStatus } from '@launchdeck/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../../../test/fake-fetch.ts';
import {
  findRow,
  rowOf,
  SOME_USERS,
  setupUsersTab as setup,
} from '../../../../test/features/admin/users/support.tsx';
import { makeUserStatus } from '../../../../test/features/admin/users/user-status-fixture.ts';

describe('UsersTab loading and failures', () => {
  it("shows the server's sentence when the list fails, and Retry loads it", async () => {
    const { user, server } = setup(SOME_USERS, {
      userStatus: { status: 500, error: 'The database is unavailable' },
    });
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('The database is unavailable');

    delete server.refuse.userStatus;
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await findRow('alice')).toBeTruthy();
  });

  it("shows 'Failed to load users' with the thrown error when the server is unreachable", async () => {
    setup(SOME_USERS, { userStatus: 'network' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Failed to load users: /);
  });

  it('logs the admin out on a 401 or 403 (DA §4)', async () => {
    const { denied } = setup(SOME_USERS, {
      userStatus: { status: 403, error: MESSAGES.adminOnly },
    });
    await waitFor(() => expect(denied).toHaveBeenCalled());
  });

  it("says 'Failed to toggle chat permission' when a switch cannot reach the server", async () => {
    const { user, server } = setup();
    await findRow('alice');
    server.refuse.chat = 'network';
    const chat = within(rowOf('alice')).getByRole('checkbox', { name: 'Can chat' });
    await user.click(chat);
    await waitFor(() =>
      expect(document.querySelector('.admin-toast')?.textContent).toMatch(
        /^Failed to toggle chat permission: /,
      ),
    );
    // The switch shows the server's state again, which did not change.
    await waitFor(() => expect((chat as HTMLInputElement).checked).toBe(true));
  });

  it('shows a switch as asked while the server takes it, then as the server says', async () => {
    const { user, server } = setup();
    await findRow('alice');
    const answer = deferred<void>();
    server.hold.chat = answer.promise;
    const chat = () =>
      within(rowOf('alice')).getByRole('checkbox', { name: 'Can chat' }) as HTMLInputElement;
    await user.click(chat());
    expect(chat().checked).toBe(false);
    expect(chat().disabled).toBe(true);

    answer.resolve();
    await waitFor(() => expect(chat().disabled).toBe(false));
    expect(chat().checked).toBe(false);
    expect(server.users.alice?.canChat).toBe(false);
  });

  it('renders only the rows in view of 5,000 logins, and finds any by search', async () => {
    const users: Record<string, UserStatus> = {};
    for (let i = 0; i < 5000; i += 1) {
      users[`user${String(i).padStart(4, '0')}`] = makeUserStatus({
        discordUserId: String(100000000000000000 + i),
      });
    }
    const { user } = setup(users);
    expect(await screen.findByRole('tab', { name: 'Enhanced Logins (5000)' })).toBeTruthy();
    await findRow('user0000');
    expect(screen.getAllByRole('row').length).toBeLessThan(50);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('5001');

    await user.type(screen.getByLabelText('Search users'), 'user4999');
    expect(await findRow('user4999')).toBeTruthy();
  });
});
