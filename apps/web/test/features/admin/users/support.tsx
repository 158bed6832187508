import type { UserStatus } from '@launchdeck/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { UsersTab } from '../../../../src/features/admin/users/UsersTab.tsx';
import { renderAdminTab, toastText } from '../tab-parts/support.tsx';
import { type FakeUsersServer, fakeUsersServer } from './fake-users-server.ts';
import { makeUserStatus } from './user-status-fixture.ts';

export const ALICE_DISCORD = '123456789012345678';

/** The reserved admin, two enhanced logins (alice online) and a legacy one. */
export const SOME_USERS: Record<string, UserStatus> = {
  admin: makeUserStatus({ reserved: true, online: true }),
  alice: makeUserStatus({ discordUserId: ALICE_DISCORD, online: true }),
  bob: makeUserStatus({ discordUserId: '987654321098765432' }),
  carol: makeUserStatus(),
};

/** The User Management tab on the fake server holding `users`, refusing the calls in `refuse`. */
export function setupUsersTab(
  users: Record<string, UserStatus> = SOME_USERS,
  refuse: FakeUsersServer['refuse'] = {},
) {
  const server = fakeUsersServer(users);
  server.refuse = refuse;
  const view = renderAdminTab(<UsersTab />);
  return { server, ...view };
}

/** The table row showing this username. */
export function rowOf(username: string): HTMLElement {
  const row = screen
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(username, { exact: true }));
  if (!row) throw new Error(`no row for ${username}`);
  return row;
}

export const findRow = (username: string) => waitFor(() => rowOf(username));

export const noRow = (username: string) =>
  waitFor(() => expect(screen.queryByText(username, { exact: true })).toBeNull());

export const toast = (text: string) => waitFor(() => expect(toastText()).toBe(text));
