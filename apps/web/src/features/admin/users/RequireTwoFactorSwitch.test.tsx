import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupUsersTab as setup, toast } from '../../../../test/features/admin/users/support.tsx';
import { USERS_TEXT } from './users-text.ts';

const requireSwitch = () =>
  screen.getByRole('switch', { name: USERS_TEXT.requireTwoFactor }) as HTMLInputElement;

describe('Require two-factor for everyone', () => {
  it("shows the server's setting and changes it, with a toast", async () => {
    const { server, user } = setup();
    await waitFor(() => expect(requireSwitch().disabled).toBe(false));
    expect(requireSwitch().checked).toBe(false);

    await user.click(requireSwitch());
    await toast(USERS_TEXT.requireTwoFactorOn);
    expect(server.requireTwoFactor).toBe(true);
    await waitFor(() => expect(requireSwitch().checked).toBe(true));
    expect(server.calls.find((c) => c.call === 'setRequireTwoFactor')?.body).toEqual({
      required: true,
    });
  });
});
