import { ACCOUNT_SECURITY_MESSAGES as M } from '@launchdeck/protocol';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, sent, stubFetch } from '../../../test/fake-fetch.ts';
import { LoginScreen } from './LoginScreen.tsx';
import { LOGIN_TEXT } from './strings.ts';

const PASSWORD = 'correct horse battery';
const success = { sessionId: 'sess-1', username: 'alice', isAdmin: false };
const needCode = (error: string) => jsonResponse({ error, twoFactorRequired: true }, 401);

/** A server with 2FA on for alice: the code 123456 or the recovery code abcde-fghij opens it. */
function twoFactorServer(extra: Record<string, unknown> = {}) {
  return stubFetch((_url, init) => {
    const body = JSON.parse(String(init?.body)) as { code?: string };
    if (body.code === undefined) return needCode(M.codeRequired);
    if (body.code === '123456' || body.code === 'abcde-fghij') {
      return jsonResponse({ ...success, ...extra });
    }
    return needCode(M.codeWrong);
  });
}

async function logInWithPassword(remember = false) {
  const onLoggedIn = vi.fn();
  const user = userEvent.setup();
  render(<LoginScreen onLoggedIn={onLoggedIn} />);
  await user.type(screen.getByLabelText('Username'), 'alice');
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  if (remember) await user.click(screen.getByLabelText('Save login for next time'));
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return { onLoggedIn, user };
}

describe('LoginScreen two-factor step', () => {
  it("asks for the code in the same card, with the server's sentence, focused", async () => {
    const fetch = twoFactorServer();
    const { onLoggedIn } = await logInWithPassword();

    const code = await screen.findByLabelText(LOGIN_TEXT.codeLabel);
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByText(M.codeRequired)).toBeTruthy();
    expect(screen.getByText(LOGIN_TEXT.loggingInAs('alice'))).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect((sent(fetch).body as { deviceId: string }).deviceId).toMatch(/^[\w-]{16,}$/);
  });

  it('sends the password again with the code and the same device id, then logs in', async () => {
    const fetch = twoFactorServer();
    const { onLoggedIn, user } = await logInWithPassword();
    await user.type(await screen.findByLabelText(LOGIN_TEXT.codeLabel), '123456{Enter}');

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(success));
    const first = sent(fetch, 0).body as Record<string, unknown>;
    expect(sent(fetch, 1)).toMatchObject({
      url: '/api/login',
      body: { username: 'alice', password: PASSWORD, code: '123456', deviceId: first.deviceId },
    });
  });

  it("shows a wrong code's sentence and lets the trader try again", async () => {
    twoFactorServer();
    const { onLoggedIn, user } = await logInWithPassword();
    const code = await screen.findByLabelText(LOGIN_TEXT.codeLabel);
    await user.type(code, '000000{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(M.codeWrong);

    await user.clear(code);
    await user.type(code, '123456{Enter}');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
  });

  it('takes a recovery code instead', async () => {
    const fetch = twoFactorServer();
    const { onLoggedIn, user } = await logInWithPassword();
    await user.click(await screen.findByRole('button', { name: LOGIN_TEXT.useRecovery }));
    const field = screen.getByLabelText(LOGIN_TEXT.recoveryLabel);
    expect(document.activeElement).toBe(field);
    await user.type(field, 'abcde-fghij{Enter}');

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(sent(fetch, 1).body).toMatchObject({ code: 'abcde-fghij' });
  });

  it('goes back to the password form', async () => {
    twoFactorServer();
    const { user } = await logInWithPassword();
    await user.click(await screen.findByRole('button', { name: LOGIN_TEXT.back }));
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('saves the remember token only once the code is accepted', async () => {
    twoFactorServer({ rememberToken: 'tok-1' });
    const { onLoggedIn, user } = await logInWithPassword(true);
    await screen.findByLabelText(LOGIN_TEXT.codeLabel);
    expect(localStorage.getItem('savedLoginToken')).toBeNull();
    await user.type(screen.getByLabelText(LOGIN_TEXT.codeLabel), '123456{Enter}');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(localStorage.getItem('savedLoginToken')).toBe('tok-1');
  });

  it('asks a saved login for the code without forgetting it', async () => {
    localStorage.setItem('savedUsername', 'alice');
    localStorage.setItem('savedLoginToken', 'tok-old');
    const fetch = twoFactorServer({ rememberToken: 'tok-new' });
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    render(<LoginScreen onLoggedIn={onLoggedIn} />);
    await user.click(screen.getByRole('button', { name: /Log in as alice/ }));

    await user.type(await screen.findByLabelText(LOGIN_TEXT.codeLabel), '999999{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(M.codeWrong);
    expect(localStorage.getItem('savedLoginToken')).toBe('tok-old');

    const code = screen.getByLabelText(LOGIN_TEXT.codeLabel);
    await user.clear(code);
    await user.type(code, '123456{Enter}');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(sent(fetch, 2)).toMatchObject({
      url: '/api/login/remembered',
      body: { username: 'alice', rememberToken: 'tok-old', code: '123456' },
    });
    expect(localStorage.getItem('savedLoginToken')).toBe('tok-new');
  });
});
