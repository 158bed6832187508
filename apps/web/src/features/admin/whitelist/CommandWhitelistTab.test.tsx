import { MESSAGES } from '@launchdeck/protocol';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAdminServer } from '../../../../test/features/admin/tab-parts/fake-admin-server.ts';
import {
  listedNames,
  renderAdminTab,
  toastText,
} from '../../../../test/features/admin/tab-parts/support.tsx';
import { ADMIN_FAILED } from '../admin-text.ts';
import { TAB_PARTS_TEXT } from '../tab-parts/tab-parts-text.ts';
import { CommandWhitelistTab } from './CommandWhitelistTab.tsx';
import { WHITELIST_TEXT } from './whitelist-text.ts';

const openTab = () => renderAdminTab(<CommandWhitelistTab />);
const input = () => screen.getByLabelText(WHITELIST_TEXT.inputLabel) as HTMLInputElement;
const listed = () => listedNames(WHITELIST_TEXT.listLabel);

describe('CommandWhitelistTab', () => {
  it('explains who may use /add and /remove and lists them', async () => {
    const server = fakeAdminServer();
    server.allowedUsers = ['alice', 'bob'];
    openTab();
    await screen.findByRole('list', { name: WHITELIST_TEXT.listLabel });
    expect(listed()).toEqual(['alice', 'bob']);
    expect(screen.getByText(WHITELIST_TEXT.note)).toBeTruthy();
    expect(screen.queryByText(WHITELIST_TEXT.emptyWarning)).toBeNull();
  });

  it('warns that every command is blocked while nobody is listed', async () => {
    fakeAdminServer();
    openTab();
    const warning = await screen.findByRole('note');
    expect(warning.textContent).toBe(WHITELIST_TEXT.emptyWarning);
  });

  it("adds a user (Enter), toasts the server's sentence and clears the input", async () => {
    const server = fakeAdminServer();
    const { user } = openTab();
    await screen.findByRole('note');
    await user.type(input(), '  carol {Enter}');
    expect(await screen.findByText('carol')).toBeTruthy();
    expect(server.calls.find((c) => c.call === 'whitelistAdd')?.body).toEqual({
      username: 'carol',
    });
    expect(toastText()).toBe(MESSAGES.whitelistAdded);
    expect(input().value).toBe('');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("refuses an empty username with 'Username is required' and sends nothing", async () => {
    const server = fakeAdminServer();
    const { user } = openTab();
    await screen.findByRole('note');
    await user.click(screen.getByRole('button', { name: WHITELIST_TEXT.add }));
    expect(screen.getByRole('alert').textContent).toBe('Username is required');
    await user.type(input(), '   {Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Username is required');
    expect(server.calls.map((c) => c.call)).toEqual(['whitelist']);
  });

  it("toasts 'Failed to add user to command whitelist' when the server gives no sentence", async () => {
    const server = fakeAdminServer();
    server.refuse.whitelistAdd = { status: 500, error: '' };
    const { user } = openTab();
    await user.type(input(), 'carol{Enter}');
    expect(await screen.findByText(ADMIN_FAILED.addWhitelist)).toBeTruthy();
    expect(input().value).toBe('carol');
  });

  it('removes a user after the confirmation', async () => {
    const server = fakeAdminServer();
    server.allowedUsers = ['alice', 'bob'];
    const { user } = openTab();
    await user.click(
      await screen.findByRole('button', { name: WHITELIST_TEXT.removeLabel('alice') }),
    );
    const dialog = screen.getByRole('dialog', { name: WHITELIST_TEXT.confirmTitle });
    expect(within(dialog).getByText(WHITELIST_TEXT.confirmText('alice'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: WHITELIST_TEXT.confirm }));
    expect(await screen.findByText(MESSAGES.whitelistRemoved)).toBeTruthy();
    expect(server.calls.find((c) => c.call === 'whitelistRemove')?.url).toBe(
      '/api/admin/command-whitelist/alice',
    );
    expect(listed()).toEqual(['bob']);
  });

  it("toasts the server's refusal of a removal, else 'Failed to remove user from whitelist'", async () => {
    const server = fakeAdminServer();
    server.allowedUsers = ['alice'];
    server.refuse.whitelistRemove = { status: 404, error: MESSAGES.whitelistNotListed };
    const { user } = openTab();
    await user.click(
      await screen.findByRole('button', { name: WHITELIST_TEXT.removeLabel('alice') }),
    );
    await user.click(screen.getByRole('button', { name: WHITELIST_TEXT.confirm }));
    expect(await screen.findByText(MESSAGES.whitelistNotListed)).toBeTruthy();

    server.refuse.whitelistRemove = { status: 500, error: '' };
    await user.click(screen.getByRole('button', { name: WHITELIST_TEXT.removeLabel('alice') }));
    await user.click(screen.getByRole('button', { name: WHITELIST_TEXT.confirm }));
    expect(await screen.findByText(ADMIN_FAILED.removeWhitelist)).toBeTruthy();
  });

  it("shows 'Failed to load command whitelist' with a Retry", async () => {
    const server = fakeAdminServer();
    server.refuse.whitelist = { status: 500, error: '' };
    const { user } = openTab();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain(ADMIN_FAILED.loadWhitelist);
    delete server.refuse.whitelist;
    await user.click(within(failure).getByRole('button', { name: TAB_PARTS_TEXT.retry }));
    expect(await screen.findByRole('note')).toBeTruthy();
  });
});
