import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  fakeAccountServer,
  GOOD_CODE,
  renderWithSession,
} from '../../../test/features/account-security/support.tsx';
import { AccountNotice } from './AccountNotice.tsx';
import { NewLoginNotice } from './NewLoginNotice.tsx';
import { ACCOUNT_TEXT } from './strings.ts';
import { TwoFactorSetupDialog } from './TwoFactorSetupDialog.tsx';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('NewLoginNotice', () => {
  it('says where the new login came from, in the toast layer, until clicked', async () => {
    const { socket } = renderWithSession(<NewLoginNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => socket.receive('new_login', { ip: '198.51.100.4', userAgent: FIREFOX, at: 1 }));

    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('New login from 198.51.100.4 (Firefox on Linux)');
    expect(notice.closest('#toast-layer')).toBeTruthy();
    await userEvent.setup().click(within(notice).getByRole('button'));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('AccountNotice', () => {
  it('shows what the owner must know (code checks locked) in the toast layer until dismissed', async () => {
    const { socket } = renderWithSession(<AccountNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
    const message =
      'Someone gave 5 wrong two-factor codes for your account: code checks wait until 09:15 UTC.';
    act(() => socket.receive('account_notice', { message, at: 1 }));

    const notice = screen.getByRole('alert');
    expect(notice.textContent).toBe(message);
    expect(notice.closest('#toast-layer')).toBeTruthy();
    await userEvent.setup().click(within(notice).getByRole('button'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('TwoFactorSetupDialog', () => {
  it('blocks the app until two-factor is on and the recovery codes are saved', async () => {
    fakeAccountServer({ required: true });
    const { session } = renderWithSession(<TwoFactorSetupDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() =>
      session.logIn({
        sessionId: 's-2',
        username: 'alice',
        isAdmin: false,
        twoFactorSetupRequired: true,
      }),
    );

    const dialog = screen.getByRole('dialog', { name: ACCOUNT_TEXT.setupTitle });
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: ACCOUNT_TEXT.enable }));
    await user.type(
      await within(dialog).findByLabelText(ACCOUNT_TEXT.codeLabel),
      `${GOOD_CODE}{Enter}`,
    );
    await user.click(
      await within(dialog).findByRole('button', { name: ACCOUNT_TEXT.recoverySaved }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(session.store.getState().twoFactorSetupRequired).toBe(false);
  });
});
