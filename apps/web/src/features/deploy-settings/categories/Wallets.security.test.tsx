import { ACCOUNT_SECURITY_MESSAGES as M } from '@launchdeck/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sent } from '../../../../test/fake-fetch.ts';
import {
  fakeWalletServer,
  GOOD_CODE,
} from '../../../../test/features/deploy-settings/fake-wallet-server.ts';
import { renderDeploySettingsAt } from '../../../../test/features/deploy-settings/support.tsx';
import {
  makeServerWallet,
  makeSolanaKeyText,
  seedWallets,
  stored,
} from '../../../../test/features/wallets/support.ts';
import { ACCOUNT_TEXT } from '../../account-security/strings.ts';
import { WALLETS_TEXT } from '../strings.ts';

const card = (address: string) =>
  screen.getByRole('listitem', { name: new RegExp(`^Wallet ${address.slice(0, 4)}`) });
const codeField = (dialog: HTMLElement) => within(dialog).getByLabelText(ACCOUNT_TEXT.codeLabel);

describe('Wallets: daily spend caps and two-factor step-up', () => {
  it("shows each wallet's cap and what is used today", async () => {
    const capped = makeServerWallet({ dailyCap: 2, spentToday: 0.5 });
    const open = makeServerWallet({ spentToday: 0.25 });
    seedWallets([stored(capped), stored(open)]);
    fakeWalletServer([capped, open]);
    renderDeploySettingsAt('wallets');

    expect(await within(card(capped.address)).findByText('0.5 of 2 SOL used today')).toBeTruthy();
    expect(within(card(open.address)).getByText('No daily cap · 0.25 SOL used today')).toBeTruthy();
  });

  it('sets a cap, and asks for the code to raise it once two-factor is on', async () => {
    const wallet = makeServerWallet();
    seedWallets([stored(wallet)]);
    const { server, fetch } = fakeWalletServer([wallet]);
    const { user } = renderDeploySettingsAt('wallets');
    const edit = async () => {
      await user.click(
        await within(card(wallet.address)).findByRole('button', { name: / cap for wallet / }),
      );
      return screen.getByRole('dialog', { name: WALLETS_TEXT.capTitle });
    };

    let dialog = await edit();
    expect(within(dialog).queryByLabelText(ACCOUNT_TEXT.codeLabel)).toBeNull();
    await user.type(within(dialog).getByLabelText(WALLETS_TEXT.capLabel('SOL')), '1.5{Enter}');
    expect(await within(card(wallet.address)).findByText('0 of 1.5 SOL used today')).toBeTruthy();

    // Two-factor turned on in another window: the server asks, the form says so and takes the code.
    server.twoFactor = true;
    dialog = await edit();
    const amount = within(dialog).getByLabelText(WALLETS_TEXT.capLabel('SOL'));
    await user.clear(amount);
    await user.type(amount, '3{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(M.stepUpRequired);
    await user.type(codeField(dialog), GOOD_CODE);
    await user.click(within(dialog).getByRole('button', { name: WALLETS_TEXT.save }));
    expect(await within(card(wallet.address)).findByText('0 of 3 SOL used today')).toBeTruthy();
    const last = fetch.mock.calls.length - 1;
    expect(sent(fetch, last).body).toEqual({ dailyCap: 3, code: GOOD_CODE });
  });

  it('asks for the code with an import and a delete when two-factor is on', async () => {
    const wallet = makeServerWallet();
    seedWallets([stored(wallet)]);
    const { server, fetch } = fakeWalletServer([wallet]);
    server.twoFactor = true;
    const { user } = renderDeploySettingsAt('wallets');
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => url === '/api/account/2fa')).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: WALLETS_TEXT.importWallet }));
    const importer = screen.getByRole('dialog', { name: WALLETS_TEXT.importTitle });
    await user.click(within(importer).getByLabelText(WALLETS_TEXT.keyLabel));
    await user.paste(makeSolanaKeyText());
    await user.type(await within(importer).findByLabelText(ACCOUNT_TEXT.codeLabel), '000000');
    await user.click(within(importer).getByRole('button', { name: WALLETS_TEXT.importButton }));
    expect((await within(importer).findByRole('alert')).textContent).toBe(M.stepUpWrong);
    await user.clear(codeField(importer));
    await user.type(codeField(importer), GOOD_CODE);
    await user.click(within(importer).getByRole('button', { name: WALLETS_TEXT.importButton }));
    expect(await screen.findByText(WALLETS_TEXT.imported)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await user.click(within(card(wallet.address)).getByRole('button', { name: /^Delete wallet/ }));
    const confirm = screen.getByRole('dialog', { name: WALLETS_TEXT.deleteTitle });
    await user.type(codeField(confirm), `${GOOD_CODE}{Enter}`);
    expect((await screen.findByRole('status')).textContent).toBe(WALLETS_TEXT.deleted);
    const last = fetch.mock.calls.length - 1;
    expect(sent(fetch, last).body).toEqual({ code: GOOD_CODE });
  });
});
