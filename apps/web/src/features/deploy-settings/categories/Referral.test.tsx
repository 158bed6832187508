import { REFERRAL_MESSAGES } from '@launchdeck/protocol';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  BNB_WALLET,
  fakeReferralServer,
  makeReferralAccount,
  OTHER_BNB_WALLET,
  OTHER_SOL_WALLET,
  SOL_WALLET,
} from '../../../../test/features/deploy-settings/referral/support.ts';
import { renderDeploySettingsAt } from '../../../../test/features/deploy-settings/support.tsx';

const openReferral = () => renderDeploySettingsAt('referral');

type User = ReturnType<typeof openReferral>['user'];

const createForm = () => screen.findByRole('form', { name: 'Create referral account' });
const accountView = () => screen.findByRole('region', { name: 'Your referral account' });
const useCodeForm = () => screen.getByRole('form', { name: "Use someone else's code" });
const posted = (fetch: ReturnType<typeof fakeReferralServer>['fetch'], url: string) =>
  fetch.mock.calls.filter(([called, init]) => called === url && init?.method === 'POST');

async function fillCreate(user: User, code: string, sol: string, bnb: string) {
  const form = await createForm();
  for (const [label, value] of [
    ['Ref code', code],
    ['SOL wallet', sol],
    ['BNB wallet', bnb],
  ] as const) {
    const field = within(form).getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  await user.click(within(form).getByRole('button', { name: 'Create' }));
  return form;
}

describe('Referral deploy settings', () => {
  it('says it is loading, then shows the create form when there is no account', async () => {
    fakeReferralServer(null);
    openReferral();
    expect(screen.getByRole('status').textContent).toBe('Loading your referral account…');
    const form = await createForm();
    expect(within(form).getByText(/you earn 7 % of the launch fees/)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    ['', SOL_WALLET, BNB_WALLET, REFERRAL_MESSAGES.fillAllFields, 'Ref code'],
    ['frog', '', BNB_WALLET, REFERRAL_MESSAGES.fillAllFields, 'SOL wallet'],
    ['frog', SOL_WALLET, '', REFERRAL_MESSAGES.fillAllFields, 'BNB wallet'],
    ['fr', SOL_WALLET, BNB_WALLET, REFERRAL_MESSAGES.badCode, 'Ref code'],
    ['frog_king', SOL_WALLET, BNB_WALLET, REFERRAL_MESSAGES.badCode, 'Ref code'],
    ['f'.repeat(21), SOL_WALLET, BNB_WALLET, REFERRAL_MESSAGES.badCode, 'Ref code'],
    ['frog', 'not-a-wallet0OIl', BNB_WALLET, REFERRAL_MESSAGES.badSolanaWallet, 'SOL wallet'],
    ['frog', SOL_WALLET, `0x${'zz'.repeat(20)}`, REFERRAL_MESSAGES.badBnbWallet, 'BNB wallet'],
  ])(
    'refuses code %j, SOL %j, BNB %j in the browser: %s',
    async (code, sol, bnb, message, field) => {
      const { fetch } = fakeReferralServer(null);
      const { user } = openReferral();
      const form = await fillCreate(user, code, sol, bnb);
      expect(within(form).getByRole('alert').textContent).toBe(message);
      expect(within(form).getByLabelText(field).getAttribute('aria-invalid')).toBe('true');
      expect(posted(fetch, '/api/referral/create')).toHaveLength(0);
      // Typing again clears the message.
      await user.type(within(form).getByLabelText(field), 'x');
      expect(within(form).queryByRole('alert')).toBeNull();
    },
  );

  it("creates the account: 'Referral created successfully!' and the account shown", async () => {
    const { fetch } = fakeReferralServer(null);
    const { user } = openReferral();
    await fillCreate(user, ' Frog42 ', SOL_WALLET, BNB_WALLET);

    const toast = await screen.findByRole('status');
    expect(toast.textContent).toBe('Referral created successfully!');
    expect(toast.className).toContain('is-success');
    const [call] = posted(fetch, '/api/referral/create');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      sessionId: 'sess-alice',
      ref_username: 'Frog42',
      sol_wallet: SOL_WALLET,
      bnb_wallet: BNB_WALLET,
    });
    expect(new Headers(call?.[1]?.headers).get('x-session-id')).toBe('sess-alice');
    const view = await accountView();
    expect(within(view).getByText('Frog42')).toBeTruthy();
    expect(within(view).getByText(`${window.location.origin}/@Frog42`)).toBeTruthy();
  });

  it("shows the server's refusal of a create in the red toast and keeps the form", async () => {
    const { server } = fakeReferralServer(null);
    server.refuse.create = { error: REFERRAL_MESSAGES.codeTaken, status: 409 };
    const { user } = openReferral();
    await fillCreate(user, 'frog', SOL_WALLET, BNB_WALLET);
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toBe('That ref code is already taken');
    expect(toast.className).toContain('is-error');
    expect(await createForm()).toBeTruthy();
  });

  it("says 'Failed to create referral' when the server cannot be reached", async () => {
    const { server } = fakeReferralServer(null);
    server.refuse.create = 'network';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = openReferral();
    await fillCreate(user, 'frog', SOL_WALLET, BNB_WALLET);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create referral');
    expect(console.warn).toHaveBeenCalled();
  });

  it('shows the account: code, link, referrals, fees in SOL and BNB, launches, both wallets', async () => {
    fakeReferralServer(makeReferralAccount());
    openReferral();
    const view = await accountView();
    expect(within(view).getByText('frog')).toBeTruthy();
    expect(within(view).getByText(`${window.location.origin}/@frog`)).toBeTruthy();
    const stat = (name: string) =>
      within(view).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(stat('Total referrals')).toBe('3');
    expect(stat('Fees earned')).toBe('0.007 SOL0.000175 BNB');
    expect(stat('Launches earned from')).toBe('10');
    expect(within(view).queryByText(/simulated by the offline launcher/)).toBeNull();
    expect(within(view).getByText(SOL_WALLET)).toBeTruthy();
    expect(within(view).getByText(BNB_WALLET)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create referral account' })).toBeNull();
  });

  it('says how many of the launches were simulated by the offline launcher', async () => {
    fakeReferralServer(makeReferralAccount({ launches: 4, simulated_launches: 3 }));
    openReferral();
    expect(
      within(await accountView()).getByText(
        '3 of these launches were simulated by the offline launcher (no platform configured): no fee was charged for them.',
      ),
    ).toBeTruthy();
  });

  it('copies the referral link', async () => {
    fakeReferralServer(makeReferralAccount());
    const { user } = openReferral();
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await user.click(within(await accountView()).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/@frog`);
    expect((await screen.findByRole('status')).textContent).toBe('Copied to clipboard');
  });

  it("edits the wallets: 'Referral wallets updated successfully!' and the new wallets shown", async () => {
    const { fetch } = fakeReferralServer(makeReferralAccount());
    const { user } = openReferral();
    await user.click(within(await accountView()).getByRole('button', { name: 'Edit wallets' }));
    const form = screen.getByRole('form', { name: 'Edit payout wallets' });
    expect(within(form).getByLabelText('SOL wallet')).toHaveProperty('value', SOL_WALLET);
    await user.clear(within(form).getByLabelText('SOL wallet'));
    await user.type(within(form).getByLabelText('SOL wallet'), OTHER_SOL_WALLET);
    await user.clear(within(form).getByLabelText('BNB wallet'));
    await user.type(within(form).getByLabelText('BNB wallet'), OTHER_BNB_WALLET);
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Referral wallets updated successfully!',
    );
    const [call] = posted(fetch, '/api/referral/update');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      sessionId: 'sess-alice',
      sol_wallet: OTHER_SOL_WALLET,
      bnb_wallet: OTHER_BNB_WALLET,
    });
    const view = await accountView();
    expect(within(view).getByText(OTHER_SOL_WALLET)).toBeTruthy();
    expect(within(view).getByText(OTHER_BNB_WALLET)).toBeTruthy();
  });

  it.each([
    ['', BNB_WALLET, REFERRAL_MESSAGES.fillBothWallets, 'SOL wallet'],
    [SOL_WALLET, '', REFERRAL_MESSAGES.fillBothWallets, 'BNB wallet'],
    [
      '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl',
      BNB_WALLET,
      REFERRAL_MESSAGES.badSolanaWallet,
      'SOL wallet',
    ],
    [SOL_WALLET, BNB_WALLET.slice(0, 20), REFERRAL_MESSAGES.badBnbWallet, 'BNB wallet'],
  ])('refuses wallets SOL %j, BNB %j in the browser: %s', async (sol, bnb, message, field) => {
    const { fetch } = fakeReferralServer(makeReferralAccount());
    const { user } = openReferral();
    await user.click(within(await accountView()).getByRole('button', { name: 'Edit wallets' }));
    const form = screen.getByRole('form', { name: 'Edit payout wallets' });
    for (const [label, value] of [
      ['SOL wallet', sol],
      ['BNB wallet', bnb],
    ] as const) {
      await user.clear(within(form).getByLabelText(label));
      if (value) await user.type(within(form).getByLabelText(label), value);
    }
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert').textContent).toBe(message);
    expect(within(form).getByLabelText(field).getAttribute('aria-invalid')).toBe('true');
    expect(posted(fetch, '/api/referral/update')).toHaveLength(0);
  });

  it("shows the server's refusal of an update, and Back leaves the wallets as they were", async () => {
    const { server } = fakeReferralServer(makeReferralAccount());
    server.refuse.update = { error: REFERRAL_MESSAGES.noAccount, status: 404 };
    const { user } = openReferral();
    await user.click(within(await accountView()).getByRole('button', { name: 'Edit wallets' }));
    const form = screen.getByRole('form', { name: 'Edit payout wallets' });
    await user.clear(within(form).getByLabelText('SOL wallet'));
    await user.type(within(form).getByLabelText('SOL wallet'), OTHER_SOL_WALLET);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have no referral account yet');

    await user.click(within(form).getByRole('button', { name: 'Back' }));
    const view = await accountView();
    expect(within(view).getByText(SOL_WALLET)).toBeTruthy();
    expect(within(view).queryByText(OTHER_SOL_WALLET)).toBeNull();
  });

  it("says 'Failed to update referral' when the answer is not the server's", async () => {
    const { server } = fakeReferralServer(makeReferralAccount());
    server.refuse.update = 'network';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = openReferral();
    await user.click(within(await accountView()).getByRole('button', { name: 'Edit wallets' }));
    const form = screen.getByRole('form', { name: 'Edit payout wallets' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update referral');
  });

  it('offers to try again when the account cannot be loaded', async () => {
    const { server } = fakeReferralServer(makeReferralAccount());
    server.refuse.get = 'network';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = openReferral();
    await screen.findByText('Could not load your referral account.');
    delete server.refuse.get;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await accountView()).toBeTruthy();
  });

  describe("use someone else's code", () => {
    it("shows the code in use, sets another: 'Ref set to: toad'", async () => {
      const { server, fetch } = fakeReferralServer(null, 'frog');
      const { user } = openReferral();
      expect(await within(useCodeForm()).findByText('You use the code frog.')).toBeTruthy();
      const field = within(useCodeForm()).getByLabelText('Code to use');
      expect(field).toHaveProperty('value', 'frog');
      await user.clear(field);
      await user.type(field, '@toad');
      await user.click(within(useCodeForm()).getByRole('button', { name: 'Save' }));
      const toast = await screen.findByRole('status');
      expect(toast.textContent).toBe('Ref set to: toad');
      expect(server.ref).toBe('toad');
      const [call] = posted(fetch, '/api/user/ref');
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ ref: 'toad' });
      expect(new Headers(call?.[1]?.headers).get('x-session-id')).toBe('sess-alice');
      expect(within(useCodeForm()).getByText('You use the code toad.')).toBeTruthy();
    });

    it("removes the code when saved empty: 'Ref removed'", async () => {
      const { server } = fakeReferralServer(null, 'frog');
      const { user } = openReferral();
      await within(useCodeForm()).findByText('You use the code frog.');
      await user.clear(within(useCodeForm()).getByLabelText('Code to use'));
      await user.click(within(useCodeForm()).getByRole('button', { name: 'Save' }));
      expect((await screen.findByRole('status')).textContent).toBe('Ref removed');
      expect(server.ref).toBe('');
      expect(within(useCodeForm()).getByText('You use no code.')).toBeTruthy();
    });

    it("shows the server's refusal, else 'Failed to save ref'", async () => {
      const { server } = fakeReferralServer(null);
      server.refuse.setRef = { error: REFERRAL_MESSAGES.ownCode };
      const { user } = openReferral();
      await within(useCodeForm()).findByText('You use no code.');
      await user.type(within(useCodeForm()).getByLabelText('Code to use'), 'mine');
      await user.click(within(useCodeForm()).getByRole('button', { name: 'Save' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'You cannot use your own ref code',
      );

      server.refuse.setRef = 'network';
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      await user.click(within(useCodeForm()).getByRole('button', { name: 'Save' }));
      await screen.findByText('Failed to save ref');
      expect(within(useCodeForm()).getByText('You use no code.')).toBeTruthy();
    });
  });
});
