import { MESSAGES } from '@launchdeck/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cellTexts } from '../../../../test/features/admin/tab-parts/support.tsx';
import {
  ALICE_DISCORD,
  findRow,
  noRow,
  rowOf,
  setupUsersTab as setup,
  toast,
} from '../../../../test/features/admin/users/support.tsx';

describe('UsersTab', () => {
  it('splits the logins into Enhanced and Legacy sub-tabs, each with its count', async () => {
    const { user } = setup();
    await findRow('alice');
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeTruthy();
    expect(screen.getByText('4 logins')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Enhanced Logins (2)', selected: true })).toBeTruthy();
    expect(cellTexts(rowOf('alice')).slice(0, 4)).toEqual([
      'Onlinealice',
      'enhanced',
      `${ALICE_DISCORD}Linked`,
      'Enabled',
    ]);
    expect(screen.queryByText('carol')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Legacy Logins (2)' }));
    await findRow('carol');
    expect(screen.queryByText('alice')).toBeNull();
    expect(within(rowOf('carol')).getByText('Not set')).toBeTruthy();
  });

  it('shows the reserved admin with a Reserved badge and no action', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: /Legacy Logins/ }));
    const admin = await findRow('admin');
    expect(within(admin).getByText('Reserved')).toBeTruthy();
    expect(within(admin).queryAllByRole('button')).toHaveLength(0);
    expect(within(admin).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(rowOf('carol')).getAllByRole('button')).toHaveLength(3);
  });

  it('searches by username or Discord id', async () => {
    const { user } = setup();
    await findRow('alice');
    const search = screen.getByLabelText('Search users');
    await user.type(search, 'BO');
    await noRow('alice');
    expect(rowOf('bob')).toBeTruthy();
    expect(screen.getByText('1 of 2')).toBeTruthy();

    await user.clear(search);
    await user.type(search, '12345678901');
    expect(await findRow('alice')).toBeTruthy();
    expect(screen.queryByText('bob')).toBeNull();

    await user.type(search, 'x');
    expect(screen.getByText('Nothing matches the search.')).toBeTruthy();
  });

  it('checks Add User with the DA §5 sentences before sending, then adds and clears', async () => {
    const { user, server } = setup();
    await findRow('alice');
    const add = screen.getByRole('button', { name: 'Add User' });
    const alert = () => screen.getByRole('alert').textContent;

    await user.click(add);
    expect(alert()).toBe(MESSAGES.usernamePasswordRequired);
    await user.type(screen.getByLabelText('Password'), 'hunter22');
    await user.click(add);
    expect(alert()).toBe(MESSAGES.usernameEmpty);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Username'), 'dave');
    await user.click(add);
    expect(alert()).toBe(MESSAGES.passwordEmpty);
    await user.type(screen.getByLabelText('Password'), '   ');
    await user.click(add);
    expect(alert()).toBe(MESSAGES.passwordEmpty);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'hunter22');
    await user.click(add);
    expect(alert()).toBe(MESSAGES.discordRequired);
    await user.type(screen.getByLabelText('Discord user ID'), '12345');
    await user.click(add);
    expect(alert()).toBe(MESSAGES.discordInvalid);
    expect(server.calls.filter((c) => c.call === 'add')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Discord user ID'));
    await user.type(screen.getByLabelText('Discord user ID'), '111111111111111111');
    await user.click(add);
    await toast(MESSAGES.userAdded);
    expect(server.calls.find((c) => c.call === 'add')?.body).toEqual({
      username: 'dave',
      password: 'hunter22',
      discordUserId: '111111111111111111',
      format: 'enhanced',
    });
    expect(await findRow('dave')).toBeTruthy();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('tab', { name: 'Enhanced Logins (3)' })).toBeTruthy();
  });

  it("adds a legacy login without a Discord id, and shows the server's 'Username already exists'", async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('tab', { name: /Legacy Logins/ }));
    await user.type(screen.getByLabelText('Username'), 'carol');
    await user.type(screen.getByLabelText('Password'), 'hunter22');
    expect(screen.getByLabelText('Discord user ID (optional)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    await toast(MESSAGES.usernameExists);
    expect(server.calls.find((c) => c.call === 'add')?.body).toEqual({
      username: 'carol',
      password: 'hunter22',
    });
    // A refused user keeps what was typed.
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('carol');
  });

  it('disables, enables and toggles chat and deploy with the server sentences', async () => {
    const { user, server } = setup();
    const enabled = () => within(rowOf('alice')).getByRole('checkbox', { name: 'Enabled' });
    await findRow('alice');

    await user.click(enabled());
    await toast(MESSAGES.userDisabled);
    await waitFor(() => expect(within(rowOf('alice')).getByText('Disabled')).toBeTruthy());
    expect((enabled() as HTMLInputElement).checked).toBe(false);
    expect(server.calls.find((c) => c.call === 'disable')?.body).toEqual({
      targetUsername: 'alice',
    });

    await user.click(enabled());
    await toast(MESSAGES.userEnabled);
    await user.click(within(rowOf('alice')).getByRole('checkbox', { name: 'Can chat' }));
    await toast(MESSAGES.canChatDisabled);
    expect(server.calls.find((c) => c.call === 'chat')?.body).toEqual({
      targetUsername: 'alice',
      canChat: false,
    });
    await user.click(within(rowOf('alice')).getByRole('checkbox', { name: 'Can deploy' }));
    await toast(MESSAGES.canDeployDisabled);
    expect(server.users.alice).toMatchObject({ enabled: true, canChat: false, canDeploy: false });
  });

  it('edits one user at a time and saves with PUT, blank password kept', async () => {
    const { user, server } = setup();
    await findRow('alice');
    await user.click(screen.getByRole('button', { name: 'Edit alice' }));
    const name = () => screen.getByRole('textbox', { name: 'Edit username' }) as HTMLInputElement;
    expect(document.activeElement).toBe(name());
    expect(name().value).toBe('alice');

    await user.click(screen.getByRole('button', { name: 'Edit bob' }));
    // Opening bob closed alice: one edit row, bob's.
    expect(screen.getAllByRole('textbox', { name: 'Edit username' })).toHaveLength(1);
    expect(name().value).toBe('bob');
    expect(rowOf('alice')).toBeTruthy();

    await user.clear(name());
    await user.type(name(), 'bobby');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await toast(MESSAGES.userUpdated);
    const put = server.calls.find((c) => c.call === 'update');
    expect(put?.url).toBe('/api/admin/credentials/bob');
    expect(put?.body).toEqual({
      username: 'bobby',
      discordUserId: '987654321098765432',
      format: 'enhanced',
    });
    expect(await findRow('bobby')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('sends a new password, and saves with Enter', async () => {
    const { user, server } = setup();
    await findRow('alice');
    await user.click(screen.getByRole('button', { name: 'Edit alice' }));
    await user.type(screen.getByLabelText('New password'), 'fresh-secret{Enter}');
    await toast(MESSAGES.userUpdated);
    expect(server.calls.find((c) => c.call === 'update')?.body).toMatchObject({
      username: 'alice',
      password: 'fresh-secret',
    });
  });

  it('refuses to save an enhanced login without its Discord id; Cancel leaves edit mode', async () => {
    const { user, server } = setup();
    await findRow('alice');
    await user.click(screen.getByRole('button', { name: 'Edit alice' }));
    await user.clear(screen.getByRole('textbox', { name: 'Edit Discord user ID' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await toast(MESSAGES.discordRequired);
    expect(server.calls.some((c) => c.call === 'update')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit alice' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Edit username' })).toBeNull();
  });
});
