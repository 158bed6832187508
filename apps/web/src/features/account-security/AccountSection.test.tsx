import { ACCOUNT_SECURITY_MESSAGES as M } from '@launchdeck/protocol';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentTo } from '../../../test/fake-fetch.ts';
import {
  fakeAccountServer,
  GOOD_CODE,
  RECOVERY,
  renderWithSession,
  SETUP,
} from '../../../test/features/account-security/support.tsx';
import { AccountSection } from './AccountSection.tsx';
import { ACCOUNT_TEXT } from './strings.ts';

const twoFactor = () => screen.getByRole('region', { name: ACCOUNT_TEXT.twoFactorTitle });

describe('AccountSection two-factor login', () => {
  it('turns it on: QR code and key, a first code, then the recovery codes once', async () => {
    const { fetch } = fakeAccountServer();
    const { session } = renderWithSession(<AccountSection />);
    const user = userEvent.setup();
    expect(await within(twoFactor()).findByText(ACCOUNT_TEXT.twoFactorOff)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.enable }));
    expect(await screen.findByRole('img', { name: ACCOUNT_TEXT.qrLabel })).toBeTruthy();
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP');

    const code = screen.getByLabelText(ACCOUNT_TEXT.codeLabel);
    await user.type(code, '000000{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(M.codeWrong);
    await user.clear(code);
    await user.type(code, `${GOOD_CODE}{Enter}`);

    const codes = await screen.findByRole('list', { name: ACCOUNT_TEXT.recoveryTitle });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY);
    expect(session.store.getState().twoFactorSetupRequired).toBe(false);
    expect(sentTo(fetch, '/api/account/2fa/enable')[0]).toMatchObject({
      body: { code: '000000' },
    });

    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.recoverySaved }));
    expect(screen.queryByRole('list', { name: ACCOUNT_TEXT.recoveryTitle })).toBeNull();
    expect(await within(twoFactor()).findByText(ACCOUNT_TEXT.twoFactorOnHint(10))).toBeTruthy();
    expect(screen.queryByText(SETUP.secret)).toBeNull();
  });

  it('turns it off with a current code', async () => {
    fakeAccountServer({ enabled: true, recoveryCodesLeft: 7 });
    renderWithSession(<AccountSection />);
    const user = userEvent.setup();
    expect(await screen.findByText(ACCOUNT_TEXT.twoFactorOnHint(7))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.disable }));
    const dialog = screen.getByRole('dialog', { name: ACCOUNT_TEXT.disableTitle });
    await user.type(within(dialog).getByLabelText(ACCOUNT_TEXT.codeLabel), `${GOOD_CODE}{Enter}`);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(twoFactor()).findByText(ACCOUNT_TEXT.twoFactorOff)).toBeTruthy();
  });

  it('says the administrator requires it', async () => {
    fakeAccountServer({ required: true });
    renderWithSession(<AccountSection />);
    expect(await screen.findByText(ACCOUNT_TEXT.twoFactorRequired)).toBeTruthy();
  });
});

describe('AccountSection sessions', () => {
  const sessions = () => screen.findByRole('list', { name: ACCOUNT_TEXT.sessionsTitle });

  it('lists them, this browser first and marked, in words', async () => {
    fakeAccountServer();
    renderWithSession(<AccountSection />);
    const rows = within(await sessions()).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText(ACCOUNT_TEXT.thisSession)).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('Firefox on Linux')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('198.51.100.4')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(ACCOUNT_TEXT.windows(0))).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(/Logged in just now/)).toBeTruthy();
  });

  it('ends every other session after asking', async () => {
    const { fetch } = fakeAccountServer();
    renderWithSession(<AccountSection />);
    const user = userEvent.setup();
    await sessions();
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.endOthers }));
    const dialog = screen.getByRole('dialog', { name: ACCOUNT_TEXT.endOthersTitle });
    await user.click(within(dialog).getByRole('button', { name: ACCOUNT_TEXT.endOthers }));

    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_TEXT.ended(2));
    await waitFor(async () =>
      expect(within(await sessions()).getAllByRole('listitem')).toHaveLength(1),
    );
    const call = fetch.mock.calls.find(([url]) => url === '/api/account/sessions/revoke-others');
    expect(call?.[1]?.headers).toMatchObject({ 'x-session-id': 'sess-alice' });
  });

  it('ends one', async () => {
    fakeAccountServer();
    renderWithSession(<AccountSection />);
    const user = userEvent.setup();
    await sessions();
    await user.click(
      screen.getByRole('button', { name: ACCOUNT_TEXT.endOneLabel('Firefox on Linux') }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_TEXT.endedOne);
    await waitFor(() => expect(screen.queryByText('Firefox on Linux')).toBeNull());
    act(() => {});
  });
});
