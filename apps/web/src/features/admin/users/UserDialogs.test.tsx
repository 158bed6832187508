import { MESSAGES } from '@launchdeck/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  findRow,
  noRow,
  rowOf,
  setupUsersTab as setup,
  toast,
} from '../../../../test/features/admin/users/support.tsx';

const dialog = () => screen.getByRole('dialog');

describe('Set Discord User ID', () => {
  it('shows the DA §5 sentences in the dialog, then sets the id and the login turns enhanced', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('tab', { name: /Legacy Logins/ }));
    await findRow('carol');
    await user.click(screen.getByRole('button', { name: 'Set Discord ID carol' }));
    expect(within(dialog()).getByRole('heading', { name: 'Set Discord User ID' })).toBeTruthy();
    const input = within(dialog()).getByLabelText('Discord user ID');
    expect(document.activeElement).toBe(input);

    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe(MESSAGES.usernameDiscordRequired);
    await user.type(input, '12345abc');
    await user.keyboard('{Enter}');
    expect(within(dialog()).getByRole('alert').textContent).toBe(MESSAGES.discordInvalid);
    expect(server.calls.some((c) => c.call === 'setDiscord')).toBe(false);

    await user.clear(input);
    await user.type(input, '222222222222222222{Enter}');
    await toast(MESSAGES.discordIdSet);
    expect(server.calls.find((c) => c.call === 'setDiscord')?.body).toEqual({
      targetUsername: 'carol',
      discordUserId: '222222222222222222',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await noRow('carol');
    expect(screen.getByRole('tab', { name: 'Legacy Logins (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Enhanced Logins (3)' })).toBeTruthy();
  });

  it("keeps the dialog open with the server's refusal, and Cancel closes it", async () => {
    const { user, server } = setup();
    server.refuse.setDiscord = { status: 409, error: 'That Discord user ID is taken' };
    await findRow('alice');
    await user.click(screen.getByRole('button', { name: 'Set Discord ID alice' }));
    expect((within(dialog()).getByLabelText('Discord user ID') as HTMLInputElement).value).toBe(
      '123456789012345678',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await toast('That Discord user ID is taken');
    expect(dialog()).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Delete user', () => {
  it('asks first; Cancel keeps the user, Delete removes it', async () => {
    const { user, server } = setup();
    await findRow('bob');
    await user.click(screen.getByRole('button', { name: 'Delete bob' }));
    expect(within(dialog()).getByText(/Delete bob\?/)).toBeTruthy();
    // Cancel has first focus, so Enter never deletes.
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls.some((c) => c.call === 'remove')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete bob' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await toast(MESSAGES.userDeleted);
    expect(server.calls.find((c) => c.call === 'remove')?.url).toBe('/api/admin/credentials/bob');
    await noRow('bob');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's sentence, else the DA §8 fallback with the thrown error", async () => {
    const { user, server } = setup();
    await findRow('bob');
    server.refuse.remove = 'network';
    await user.click(screen.getByRole('button', { name: 'Delete bob' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(document.querySelector('.admin-toast')?.textContent).toMatch(
        /^Failed to delete user: /,
      ),
    );
    expect(rowOf('bob')).toBeTruthy();

    server.refuse.remove = { status: 404, error: MESSAGES.userNotFound };
    await user.click(screen.getByRole('button', { name: 'Delete bob' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await toast(MESSAGES.userNotFound);
  });
});
