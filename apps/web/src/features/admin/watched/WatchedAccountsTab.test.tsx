import {
  ADMIN_API,
  AddWatchedAccountRequestBody,
  type AdminWatchedAccount,
  PLATFORM_HANDLES,
  WATCHED_ACCOUNTS_TEXT,
  type WatchedSourceHealth,
} from '@launchdeck/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../../test/fake-fetch.ts';
import {
  ADMIN_SESSION,
  renderAdminTab,
  toastText,
} from '../../../../test/features/admin/tab-parts/support.tsx';
import { formatAdminTime } from '../tab-parts/admin-time.ts';
import { WatchedAccountsTab } from './WatchedAccountsTab.tsx';
import { SOURCE_STATE_TEXT, WATCHED_TEXT } from './watched-text.ts';

const LAST = Date.UTC(2026, 10, 29, 18, 30, 5);

/** Plays the three watched-accounts routes on an in-memory list. */
function fakeWatchedServer(accounts: AdminWatchedAccount[] = []) {
  const server = {
    accounts,
    sources: [
      { platform: 'twitter', state: 'live', lastPostAt: LAST },
      { platform: 'truthsocial', state: 'off', lastPostAt: null },
      { platform: 'bluesky', state: 'demo', lastPostAt: null },
    ] as WatchedSourceHealth[],
    calls: [] as Array<{ method: string; path: string; body: unknown; session: string | null }>,
  };
  stubFetch(async (url, init) => {
    const { pathname } = new URL(url, 'http://admin.test');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    server.calls.push({
      method,
      path: pathname,
      body,
      session: new Headers(init?.headers).get('x-session-id'),
    });
    if (pathname === ADMIN_API.watchedAccounts && method === 'GET') {
      return jsonResponse({ accounts: server.accounts, sources: server.sources });
    }
    if (pathname === ADMIN_API.watchedAccounts && method === 'POST') {
      const { platform, handle } = AddWatchedAccountRequestBody.parse(body);
      const key = handle.toLowerCase();
      server.accounts.push({ platform, handle: key, name: null, avatar: null, lastPostAt: null });
      return jsonResponse(
        { message: WATCHED_ACCOUNTS_TEXT.addedNotVerified(key, platform), verified: false },
        201,
      );
    }
    const handle = decodeURIComponent(pathname.split('/').pop() ?? '');
    server.accounts = server.accounts.filter((a) => a.handle !== handle);
    return jsonResponse({ message: WATCHED_ACCOUNTS_TEXT.removed(handle) });
  });
  return server;
}

const entries = () =>
  within(screen.getByRole('list', { name: WATCHED_TEXT.listLabel }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const handleInput = () => screen.getByLabelText(WATCHED_TEXT.inputLabel) as HTMLInputElement;

describe('WatchedAccountsTab', () => {
  it('lists each account with its platform and last post, and each source’s state', async () => {
    const server = fakeWatchedServer([
      { platform: 'twitter', handle: 'alpha', name: 'Alpha', avatar: null, lastPostAt: LAST },
      { platform: 'bluesky', handle: 'b.bsky.social', name: null, avatar: null, lastPostAt: null },
    ]);
    renderAdminTab(<WatchedAccountsTab />);
    await screen.findByRole('list', { name: WATCHED_TEXT.listLabel });
    const last = formatAdminTime(new Date(LAST).toISOString());
    expect(entries()).toEqual([
      `X@alphaAlpha${WATCHED_TEXT.lastPost(last)}${WATCHED_TEXT.remove}`,
      `Bluesky@b.bsky.social${WATCHED_TEXT.never}${WATCHED_TEXT.remove}`,
    ]);
    const sources = within(screen.getByRole('list', { name: WATCHED_TEXT.sourcesLabel }));
    expect(sources.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `X: ${SOURCE_STATE_TEXT.live} · ${WATCHED_TEXT.lastPost(last)}`,
      `Truth Social: ${SOURCE_STATE_TEXT.off} · ${WATCHED_TEXT.never}`,
      `Bluesky: ${SOURCE_STATE_TEXT.demo} · ${WATCHED_TEXT.never}`,
    ]);
    expect(screen.getByText('2 accounts')).toBeTruthy();
    expect(server.calls[0]?.session).toBe(ADMIN_SESSION);
  });

  it('refuses a handle the platform’s rule does not allow, before sending', async () => {
    const server = fakeWatchedServer();
    const { user } = renderAdminTab(<WatchedAccountsTab />);
    await screen.findByText(WATCHED_TEXT.empty);
    await user.type(handleInput(), 'has-a-dash{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(
      `Handle ${PLATFORM_HANDLES.twitter.message}`,
    );
    await user.selectOptions(screen.getByLabelText(WATCHED_TEXT.platformLabel), 'Bluesky');
    // Another platform, another rule: the X sentence goes with it.
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(handleInput());
    await user.type(handleInput(), 'noDomain{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(
      `Handle ${PLATFORM_HANDLES.bluesky.message}`,
    );
    expect(server.calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('adds on the chosen platform, toasts the server’s sentence and lists the account', async () => {
    const server = fakeWatchedServer();
    const { user } = renderAdminTab(<WatchedAccountsTab />);
    await screen.findByText(WATCHED_TEXT.empty);
    await user.selectOptions(screen.getByLabelText(WATCHED_TEXT.platformLabel), 'Truth Social');
    await user.type(handleInput(), ' @RealCaller {Enter}');
    expect(await screen.findByText('@realcaller')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      platform: 'truthsocial',
      handle: 'RealCaller',
    });
    expect(toastText()).toBe(WATCHED_ACCOUNTS_TEXT.addedNotVerified('realcaller', 'truthsocial'));
    expect(handleInput().value).toBe('');
  });

  it('removes an account after the confirmation', async () => {
    const server = fakeWatchedServer([
      { platform: 'twitter', handle: 'alpha', name: null, avatar: null, lastPostAt: null },
    ]);
    const { user } = renderAdminTab(<WatchedAccountsTab />);
    await user.click(
      await screen.findByRole('button', { name: WATCHED_TEXT.removeLabel('alpha') }),
    );
    const dialog = screen.getByRole('dialog', { name: WATCHED_TEXT.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: WATCHED_TEXT.confirm }));
    expect(await screen.findByText(WATCHED_TEXT.empty)).toBeTruthy();
    expect(toastText()).toBe(WATCHED_ACCOUNTS_TEXT.removed('alpha'));
    expect(server.calls.find((c) => c.method === 'DELETE')?.path).toBe(
      ADMIN_API.watchedAccount('alpha'),
    );
  });

  it('logs the admin out on a 403', async () => {
    stubFetch(async () => jsonResponse({ error: 'Admin access required' }, 403));
    const { denied } = renderAdminTab(<WatchedAccountsTab />);
    await waitFor(() => expect(denied).toHaveBeenCalledTimes(1));
  });
});
