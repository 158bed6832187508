import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentTo } from '../../../test/fake-fetch.ts';
import {
  fakeAccountServer,
  GOOD_CODE,
  KEY_CODE_NEEDED,
  NEW_KEY,
  renderWithSession,
} from '../../../test/features/account-security/support.tsx';
import { AccountSection } from './AccountSection.tsx';
import { API_KEYS_TEXT as T } from './api-keys-text.ts';

const panel = () => screen.getByRole('region', { name: T.title });

describe('API keys in Settings → Account', () => {
  it('makes a key, shows it once with Copy, then lists it by name and prefix', async () => {
    const { fetch } = fakeAccountServer();
    renderWithSession(<AccountSection />);
    const user = userEvent.setup();
    expect(await within(panel()).findByText(T.none)).toBeTruthy();
    const make = within(panel()).getByRole('button', { name: T.make });
    expect((make as HTMLButtonElement).disabled).toBe(true);

    await user.type(within(panel()).getByLabelText(T.nameLabel), 'Sniper bot');
    await user.click(make);
    const once = await screen.findByRole('region', { name: T.keyTitle });
    expect(within(once).getByTestId('api-key').textContent).toBe(NEW_KEY);
    expect(within(once).getByRole('button', { name: T.copyKey })).toBeTruthy();
    expect(sentTo(fetch, '/api/api-keys').map((request) => request.body)).toContainEqual({
      name: 'Sniper bot',
    });

    const list = await screen.findByRole('list', { name: T.listLabel });
    expect(within(list).getByText('Sniper bot')).toBeTruthy();
    expect(within(list).getByText(`${NEW_KEY.slice(0, 12)}…`)).toBeTruthy();
    await user.click(within(once).getByRole('button', { name: T.saved }));
    expect(screen.queryByTestId('api-key')).toBeNull();
    expect(screen.queryByText(NEW_KEY)).toBeNull();
  });

  it('asks for the current code while two-factor login is on, and says a wrong one', async () => {
    fakeAccountServer({ enabled: true, recoveryCodesLeft: 10 });
    renderWithSession(<AccountSection />);
    const user = userEvent.setup();
    const code = await within(panel()).findByLabelText(T.codeLabel);
    await user.type(within(panel()).getByLabelText(T.nameLabel), 'bot');
    await user.type(code, '000000');
    await user.click(within(panel()).getByRole('button', { name: T.make }));
    expect((await within(panel()).findByRole('alert')).textContent).toMatch(/code/i);
    await user.clear(code);
    await user.type(code, GOOD_CODE);
    await user.click(within(panel()).getByRole('button', { name: T.make }));
    expect(await screen.findByRole('region', { name: T.keyTitle })).toBeTruthy();
    expect(KEY_CODE_NEEDED).toMatch(/code/);
  });

  it('revokes a key after the confirmation', async () => {
    const { fetch } = fakeAccountServer();
    renderWithSession(<AccountSection />);
    const user = userEvent.setup();
    await user.type(await within(panel()).findByLabelText(T.nameLabel), 'old bot');
    await user.click(within(panel()).getByRole('button', { name: T.make }));
    await user.click(await screen.findByRole('button', { name: T.saved }));
    await user.click(await screen.findByRole('button', { name: T.revokeLabel('old bot') }));
    const dialog = screen.getByRole('dialog', { name: T.revokeTitle });
    await user.click(within(dialog).getByRole('button', { name: T.revoke }));
    expect(await screen.findByText(T.revoked('old bot'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('list', { name: T.listLabel })).toBeNull());
    expect(sentTo(fetch, '/api/api-keys/ak_1xxxxxxxx')[0]?.init?.method).toBe('DELETE');
  });
});
