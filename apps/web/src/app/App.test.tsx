import { MESSAGES, UI } from '@launchdeck/protocol';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, sent, stubFetch } from '../../test/fake-fetch.ts';
import { fakeSocketFactory } from '../../test/fake-socket.ts';
import { preloadDeploySettings } from '../features/deploy-settings/DeploySettingsModal.tsx';
import { preloadFilterSettings } from '../features/filters/index.ts';
import { preloadSettingsDialog } from '../features/settings/SettingsDialog.tsx';
import { App } from './App.tsx';
import { AppProviders } from './providers.tsx';
import { preloadScreen } from './screens.ts';
import { startApp } from './start.ts';

const MAIN_BUTTONS = ['Feed', 'Filters', 'Settings', 'Deploy Settings', 'Pop Out Feed'];

/** Loads the app at `path` with a fake server: HTTP through fetch, realtime through a fake socket. */
function loadApp(path: string, { isAdmin = false, seenNotice = true } = {}) {
  window.history.replaceState(null, '', path);
  if (seenNotice) localStorage.setItem(UI.updateNotice.flag, 'true');
  const fetch = stubFetch((url, init) => {
    if (url === '/api/login')
      return jsonResponse({ sessionId: 'sess-1', username: 'alice', isAdmin });
    if (url === '/api/user/ref')
      return jsonResponse({ success: true, ref: JSON.parse(String(init?.body)).ref });
    return jsonResponse({ success: true });
  });
  const sockets = fakeSocketFactory();
  const started = startApp(window.location, sockets.create);
  render(
    <AppProviders started={started}>
      <App initialRoute={started.route} />
    </AppProviders>,
  );
  return { fetch, sockets, user: userEvent.setup() };
}

/** The FC §2 connection bar (the feed has its own status region, the pause indicator). */
function connectionBar(): Element {
  const bar = document.querySelector('.connection-bar');
  if (!bar) throw new Error('no connection bar');
  return bar;
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username'), 'alice');
  await user.type(screen.getByLabelText('Password'), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('button', { name: 'Pop Out Feed' });
}

// The views and dialogs load on demand; here their code is loaded first, as the app preloads the
// view after its login form shows, so the test's clicks find them at once.
beforeAll(
  () =>
    Promise.all([
      preloadScreen('main'),
      preloadScreen('admin'),
      preloadFilterSettings(),
      preloadSettingsDialog(),
      preloadDeploySettings(),
    ]),
  60_000,
);

/**
 * The admin panel is a lazy screen: the first test to open it waits for its modules to load
 * (their transform, on a loaded machine, can take seconds), later ones find it at once.
 */
const findAdminPanel = () =>
  screen.findByText('Administration Panel', undefined, { timeout: 15_000 });

describe('App', () => {
  it('logs in to the main screen, sets the ref of a referral address and resets it to /', async () => {
    const { user, fetch } = loadApp('/@friend42');
    expect(localStorage.getItem('referralCode')).toBe('friend42');
    await logIn(user);
    for (const name of MAIN_BUTTONS) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByText('alice')).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    expect(localStorage.getItem('sessionId')).toBe('sess-1');
    // DA §7: the code becomes the ref once logged in, said in the settings toast, then forgotten.
    expect((await screen.findByText('Ref set to: friend42')).className).toContain('is-success');
    const setRef = fetch.mock.calls.find(([url]) => url === '/api/user/ref');
    expect(JSON.parse(String(setRef?.[1]?.body))).toEqual({ ref: 'friend42' });
    expect(localStorage.getItem('referralCode')).toBeNull();
  });

  it('sends a non-admin away from the admin path', async () => {
    const { user } = loadApp('/adminpanel111');
    await logIn(user);
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByText('Administration Panel')).toBeNull();
  });

  it('shows the admin the Administration Panel', async () => {
    const { user } = loadApp('/adminpanel111', { isAdmin: true });
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await findAdminPanel()).toBeTruthy();
    expect(window.location.pathname).toBe('/adminpanel111');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('takes the admin to the panel by the Admin link and back to the feed, on the same login', async () => {
    const { user, fetch, sockets } = loadApp('/', { isAdmin: true });
    await logIn(user);
    await user.click(screen.getByRole('link', { name: 'Admin' }));
    expect(await findAdminPanel()).toBeTruthy();
    expect(window.location.pathname).toBe('/adminpanel111');

    await user.click(screen.getByRole('link', { name: '← Back to Feed' }));
    expect(await screen.findByRole('button', { name: 'Pop Out Feed' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    // The browser's Back returns to the panel, still without a reload.
    window.history.back();
    expect(await findAdminPanel()).toBeTruthy();

    // One login, one socket: no reload ever started a new session (FC §4).
    expect(fetch.mock.calls.filter(([url]) => url === '/api/login')).toHaveLength(1);
    expect(sockets.sockets).toHaveLength(1);
    expect(localStorage.getItem('sessionId')).toBe('sess-1');
  });

  it('shows no Admin link to a trader', async () => {
    const { user } = loadApp('/');
    await logIn(user);
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('logs the admin out when an admin call is refused, and the login screen says why (DA §4)', async () => {
    const { user } = loadApp('/adminpanel111', { isAdmin: true });
    // The server no longer takes this session as the admin's: the first admin list answers 403.
    stubFetch((url) => {
      if (url === '/api/login') {
        return jsonResponse({ sessionId: 'sess-1', username: 'admin', isAdmin: true });
      }
      if (url.startsWith('/api/admin/')) return jsonResponse({ error: MESSAGES.adminOnly }, 403);
      return jsonResponse({ success: true });
    });
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.adminSessionEnded);
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByText('Administration Panel')).toBeNull();
    expect(localStorage.getItem('sessionId')).toBeNull();
  });

  it('switches between the feed and filter settings tabs', async () => {
    const { user } = loadApp('/');
    await logIn(user);
    expect(screen.getByText('Waiting for posts…')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('heading', { name: 'Filter Settings' })).toBeTruthy();
    expect(screen.queryByText('Waiting for posts…')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Feed' }));
    expect(screen.getByText('Waiting for posts…')).toBeTruthy();
  });

  it('opens and closes the settings dialogs', async () => {
    const { user } = loadApp('/');
    await logIn(user);
    await user.click(screen.getByRole('button', { name: 'Deploy Settings' }));
    expect(screen.getByRole('dialog', { name: 'Deploy Settings' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('alerts when the pop-out window is blocked', async () => {
    const { user } = loadApp('/');
    await logIn(user);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Pop Out Feed' }));
    expect(open).toHaveBeenCalledWith('/?popout=feed', UI.popoutFeed.name, 'width=1200,height=800');
    expect(alert).toHaveBeenCalledWith(MESSAGES.popupBlocked);
  });

  it('shows the online count and the connection-lost bar', async () => {
    const { user, sockets } = loadApp('/');
    await logIn(user);
    const socket = sockets.latest();
    expect(connectionBar().textContent).toBe('');
    socket.receive('connect');
    socket.receive('connected_users', { users: ['alice', 'bob', 'carol'] });
    expect(await screen.findByText('3 online')).toBeTruthy();

    socket.receive('disconnect', 'transport close');
    await waitFor(() => expect(connectionBar().textContent).toBe(MESSAGES.connectionLost));
    expect(screen.getByText('0 online')).toBeTruthy();
    socket.receive('connect');
    await waitFor(() => expect(connectionBar().textContent).toBe(''));
  });

  it('blocks the app with Session Expired on auth_error', async () => {
    const { user, sockets } = loadApp('/');
    await logIn(user);
    sockets.latest().receive('connect');
    sockets.latest().receive('auth_error', { message: MESSAGES.sessionInvalid });

    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    expect(within(dialog).getByText(MESSAGES.sessionExpired)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.sessionExpiredNote)).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Session Expired' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Reload Page' })).toBeTruthy();
  });

  it('says a session ended from another device was ended there, not expired (issue 50)', async () => {
    const { user, sockets } = loadApp('/');
    await logIn(user);
    sockets.latest().receive('connect');
    sockets
      .latest()
      .receive('auth_error', { message: MESSAGES.sessionInvalid, reason: 'ended_elsewhere' });

    const dialog = await screen.findByRole('dialog', { name: 'Signed Out Elsewhere' });
    expect(within(dialog).getByText(MESSAGES.sessionEndedElsewhere)).toBeTruthy();
    expect(within(dialog).queryByText(MESSAGES.sessionExpired)).toBeNull();
  });

  it('shows only Session Expired after a kick, no connection-lost bar', async () => {
    const { user, sockets } = loadApp('/');
    await logIn(user);
    const socket = sockets.latest();
    socket.receive('connect');
    // An admin's kick: auth_error, then the server closes the socket.
    socket.receive('auth_error', { message: MESSAGES.sessionInvalid });
    socket.receive('disconnect', 'io server disconnect');

    expect(await screen.findByRole('dialog', { name: 'Session Expired' })).toBeTruthy();
    expect(connectionBar().textContent).toBe('');
    expect(screen.queryByText(MESSAGES.connectionLost)).toBeNull();
  });

  it('blocks the app with App Updated when the server refuses this build', async () => {
    const { user, sockets } = loadApp('/');
    await logIn(user);
    sockets.latest().receive('connect_error', new Error(MESSAGES.appUpdated));

    const dialog = await screen.findByRole('dialog', { name: 'App Updated' });
    expect(within(dialog).getByText(MESSAGES.appUpdated)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Reload Page' })).toBeTruthy();
  });

  it('shows an admin announcement until OK', async () => {
    const { user, sockets } = loadApp('/');
    await logIn(user);
    sockets.latest().receive('admin_alert', { message: '<b>Maintenance</b> at 18:00' });
    const dialog = await screen.findByRole('dialog', { name: 'Admin Announcement' });
    expect(within(dialog).getByText('<b>Maintenance</b> at 18:00')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs out to the login screen and ends the session on the server', async () => {
    const { user, fetch, sockets } = loadApp('/');
    await logIn(user);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    // Login also asks for the user's wallets; the logout is the call to /api/logout.
    const logout = sent(
      fetch,
      fetch.mock.calls.findIndex(([url]) => url === '/api/logout'),
    );
    expect(logout.url).toBe('/api/logout');
    expect(logout.init?.headers).toMatchObject({ 'x-session-id': 'sess-1' });
    expect(sockets.latest().disconnectCalls).toBe(1);
    expect(localStorage.getItem('sessionId')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the update notice after login until it is acknowledged', async () => {
    const { user } = loadApp('/', { seenNotice: false });
    await logIn(user);
    expect(screen.getByRole('dialog', { name: 'SITE UPDATE v1.22!' })).toBeTruthy();
  });
});
