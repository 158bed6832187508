import { MESSAGES } from '@launchdeck/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAdminServer } from '../../../../test/features/admin/tab-parts/fake-admin-server.ts';
import {
  ADMIN_SESSION,
  listedNames,
  renderAdminTab,
  toastText,
} from '../../../../test/features/admin/tab-parts/support.tsx';
import { ADMIN_FAILED } from '../admin-text.ts';
import { TAB_PARTS_TEXT } from '../tab-parts/tab-parts-text.ts';
import { BlockedAccountsTab } from './BlockedAccountsTab.tsx';
import { BLOCKED_TEXT } from './blocked-text.ts';

const openTab = () => renderAdminTab(<BlockedAccountsTab />);
const input = () => screen.getByLabelText(BLOCKED_TEXT.inputLabel) as HTMLInputElement;
const listed = () => listedNames(BLOCKED_TEXT.listLabel);

describe('BlockedAccountsTab', () => {
  it('lists the blocked handles with their count and says what blocking does', async () => {
    const server = fakeAdminServer();
    server.blockedAccounts = ['rugpuller', 'spam_bot'];
    openTab();
    expect(screen.getByRole('status').textContent).toBe(TAB_PARTS_TEXT.loading);
    await screen.findByRole('list', { name: BLOCKED_TEXT.listLabel });
    expect(listed()).toEqual(['@rugpuller', '@spam_bot']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(BLOCKED_TEXT.title);
    expect(screen.getByText('2 accounts')).toBeTruthy();
    expect(screen.getByText(BLOCKED_TEXT.note)).toBeTruthy();
    expect(server.calls[0]?.session).toBe(ADMIN_SESSION);
  });

  it('says when no account is blocked', async () => {
    fakeAdminServer();
    openTab();
    expect(await screen.findByText(BLOCKED_TEXT.empty)).toBeTruthy();
  });

  it("blocks a handle typed with '@' and capitals as lowercase without '@' (Enter), and toasts the server's sentence", async () => {
    const server = fakeAdminServer();
    const { user } = openTab();
    await screen.findByText(BLOCKED_TEXT.empty);
    await user.type(input(), ' @RugPuller {Enter}');
    expect(await screen.findByText('@rugpuller')).toBeTruthy();
    expect(server.calls.find((c) => c.call === 'block')?.body).toEqual({ handle: 'rugpuller' });
    expect(toastText()).toBe(MESSAGES.accountBlocked);
    expect(input().value).toBe('');
  });

  it('blocks with the Add button too', async () => {
    const server = fakeAdminServer();
    const { user } = openTab();
    await user.type(input(), 'memecoin_king');
    await user.click(screen.getByRole('button', { name: BLOCKED_TEXT.add }));
    expect(await screen.findByText('@memecoin_king')).toBeTruthy();
    expect(server.blockedAccounts).toEqual(['memecoin_king']);
  });

  it("refuses an empty handle (spaces or a lone '@') with 'Handle is required' and sends nothing", async () => {
    const server = fakeAdminServer();
    const { user } = openTab();
    await screen.findByText(BLOCKED_TEXT.empty);
    await user.type(input(), ' @ {Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Handle is required');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(server.calls.map((c) => c.call)).toEqual(['blocked']);
    await user.type(input(), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal as an error toast and keeps the text", async () => {
    const server = fakeAdminServer();
    server.blockedAccounts = ['rugpuller'];
    const { user } = openTab();
    await screen.findByText('@rugpuller');
    await user.type(input(), 'RUGPULLER{Enter}');
    await screen.findByRole('alert');
    expect(toastText()).toBe(MESSAGES.accountAlreadyBlocked);
    expect(input().value).toBe('RUGPULLER');
  });

  it("falls back to 'Failed to add blocked account' with the thrown error when the server is unreachable", async () => {
    const server = fakeAdminServer();
    const { user } = openTab();
    await screen.findByText(BLOCKED_TEXT.empty);
    server.refuse.block = 'network';
    await user.type(input(), 'someone{Enter}');
    await screen.findByRole('alert');
    expect(toastText()).toMatch(new RegExp(`^${ADMIN_FAILED.addBlocked}: `));
  });

  it('removes a handle only after the confirmation, with Cancel first', async () => {
    const server = fakeAdminServer();
    server.blockedAccounts = ['rugpuller', 'spam_bot'];
    const { user } = openTab();
    await user.click(
      await screen.findByRole('button', { name: BLOCKED_TEXT.removeLabel('spam_bot') }),
    );
    const dialog = screen.getByRole('dialog', { name: BLOCKED_TEXT.confirmTitle });
    expect(within(dialog).getByText(BLOCKED_TEXT.confirmText('spam_bot'))).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.blockedAccounts).toEqual(['rugpuller', 'spam_bot']);

    await user.click(screen.getByRole('button', { name: BLOCKED_TEXT.removeLabel('spam_bot') }));
    await user.click(screen.getByRole('button', { name: BLOCKED_TEXT.confirm }));
    expect(await screen.findByText(MESSAGES.accountUnblocked)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls.find((c) => c.call === 'unblock')?.url).toBe(
      '/api/admin/blocked-accounts/spam_bot',
    );
    expect(listed()).toEqual(['@rugpuller']);
  });

  it("toasts 'Failed to remove blocked account' when the server gives no sentence", async () => {
    const server = fakeAdminServer();
    server.blockedAccounts = ['rugpuller'];
    server.refuse.unblock = { status: 500, error: '' };
    const { user } = openTab();
    await user.click(
      await screen.findByRole('button', { name: BLOCKED_TEXT.removeLabel('rugpuller') }),
    );
    await user.click(screen.getByRole('button', { name: BLOCKED_TEXT.confirm }));
    expect(await screen.findByText(ADMIN_FAILED.removeBlocked)).toBeTruthy();
    expect(listed()).toEqual(['@rugpuller']);
  });

  it("shows 'Failed to load blocked accounts' with a Retry that reads the list again", async () => {
    const server = fakeAdminServer();
    server.refuse.blocked = { status: 500, error: '' };
    const { user } = openTab();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain(ADMIN_FAILED.loadBlocked);
    server.blockedAccounts = ['rugpuller'];
    delete server.refuse.blocked;
    await user.click(within(failure).getByRole('button', { name: TAB_PARTS_TEXT.retry }));
    expect(await screen.findByText('@rugpuller')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('logs the admin out on a 403', async () => {
    const server = fakeAdminServer();
    server.refuse.blocked = { status: 403, error: 'Admin access required' };
    const { denied } = openTab();
    await waitFor(() => expect(denied).toHaveBeenCalledTimes(1));
  });
});
