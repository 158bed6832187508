import { MESSAGES } from '@launchdeck/protocol';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, sent, stubFetch } from '../../../test/fake-fetch.ts';
import { LoginScreen } from './LoginScreen.tsx';

const PASSWORD = 'correct horse battery';
const success = { sessionId: 'sess-1', username: 'alice', isAdmin: false };

function renderLogin() {
  const onLoggedIn = vi.fn();
  render(<LoginScreen onLoggedIn={onLoggedIn} />);
  return { onLoggedIn, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, remember = false) {
  await user.type(screen.getByLabelText('Username'), 'alice');
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  if (remember) await user.click(screen.getByLabelText('Save login for next time'));
}

function saveLogin(username = 'alice', token = 'tok-old') {
  localStorage.setItem('savedUsername', username);
  localStorage.setItem('savedLoginToken', token);
}

describe('LoginScreen', () => {
  it('shows the title, the invitation and the secure-login footer', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Launchdeck' })).toBeTruthy();
    expect(screen.getByText(/Discord community server/)).toBeTruthy();
    expect(screen.getByText(MESSAGES.secureLogin)).toBeTruthy();
    expect(screen.queryByText('Welcome back')).toBeNull();
  });

  it('says why the app logged the user out, when it did', () => {
    render(<LoginScreen onLoggedIn={vi.fn()} notice={MESSAGES.adminSessionEnded} />);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.adminSessionEnded);
  });

  it("shows 'Logging in...' while busy, then hands over the session", async () => {
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    const { onLoggedIn, user } = renderLogin();
    await fillIn(user);
    await user.keyboard('{Enter}');

    const button = screen.getByRole('button', { name: 'Logging in...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(sent(fetch)).toMatchObject({
      url: '/api/login',
      body: { username: 'alice', password: PASSWORD, remember: false },
    });

    answer.resolve(jsonResponse(success));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(success));
  });

  it("shows the server's error inline and lets the user try again", async () => {
    stubFetch(() => jsonResponse({ error: MESSAGES.loginFailed }, 401));
    const { onLoggedIn, user } = renderLogin();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.loginFailed);
    expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('checks the fields before calling the server', async () => {
    const fetch = stubFetch(() => jsonResponse(success));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.usernameEmpty);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('saves the remember token, never the password, when asked to', async () => {
    const fetch = stubFetch(() => jsonResponse({ ...success, rememberToken: 'tok-1' }));
    const { onLoggedIn, user } = renderLogin();
    await fillIn(user, true);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(sent(fetch).body).toMatchObject({ remember: true });
    expect(localStorage.getItem('savedUsername')).toBe('alice');
    expect(localStorage.getItem('savedLoginToken')).toBe('tok-1');
    expect(JSON.stringify({ ...localStorage })).not.toContain(PASSWORD);
  });

  it('saves nothing when the box is not checked', async () => {
    stubFetch(() => jsonResponse(success));
    const { onLoggedIn, user } = renderLogin();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(localStorage.getItem('savedUsername')).toBeNull();
    expect(localStorage.getItem('savedLoginToken')).toBeNull();
  });

  it('logs in with one click as the saved user and keeps the rotated token', async () => {
    saveLogin();
    const fetch = stubFetch(() => jsonResponse({ ...success, rememberToken: 'tok-new' }));
    const { onLoggedIn, user } = renderLogin();
    expect(screen.getByText('Welcome back')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Log in as alice/ }));

    await waitFor(() =>
      expect(onLoggedIn).toHaveBeenCalledWith({ ...success, rememberToken: 'tok-new' }),
    );
    expect(sent(fetch)).toMatchObject({
      url: '/api/login/remembered',
      body: { username: 'alice', rememberToken: 'tok-old' },
    });
    expect(localStorage.getItem('savedLoginToken')).toBe('tok-new');
  });

  it('drops a saved login the server no longer accepts', async () => {
    saveLogin();
    stubFetch(() => jsonResponse({ error: MESSAGES.rememberedLoginFailed }, 401));
    const { onLoggedIn, user } = renderLogin();
    await user.click(screen.getByRole('button', { name: /Log in as alice/ }));

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.rememberedLoginFailed);
    expect(screen.queryByText('Welcome back')).toBeNull();
    expect(localStorage.getItem('savedLoginToken')).toBeNull();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('removes the saved login and revokes its token', async () => {
    saveLogin();
    const fetch = stubFetch(() => jsonResponse({ success: true }));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: /remove/i }));

    expect(screen.queryByText('Welcome back')).toBeNull();
    expect(localStorage.getItem('savedUsername')).toBeNull();
    expect(localStorage.getItem('savedLoginToken')).toBeNull();
    expect(sent(fetch)).toMatchObject({
      url: '/api/login/forget',
      body: { rememberToken: 'tok-old' },
    });
  });

  it('removes the saved login even when the revoke call cannot reach the server', async () => {
    saveLogin();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: /remove/i }));
    expect(screen.queryByText('Welcome back')).toBeNull();
    await waitFor(() => expect(warn).toHaveBeenCalled());
  });
});
