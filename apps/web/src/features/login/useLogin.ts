import { LoginRequestBody, type LoginResponseBody } from '@launchdeck/protocol';
import { useState } from 'react';
import { ApiError } from '../../lib/http.ts';
import {
  clearSavedLogin,
  readSavedLogin,
  type SavedLogin,
  writeSavedLogin,
} from '../../lib/storage.ts';
import * as api from './api.ts';

/** FC §4 login form states. */
export type LoginStatus =
  | { state: 'idle' }
  | { state: 'submitting' }
  | { state: 'error'; message: string };

export type LoginFields = { username: string; password: string; remember: boolean };

/**
 * The login screen's logic: password login, one-click login with the saved remember token, and
 * removing the saved login. The password itself is never stored.
 */
export function useLogin(onLoggedIn: (login: LoginResponseBody) => void) {
  const [status, setStatus] = useState<LoginStatus>({ state: 'idle' });
  const [saved, setSaved] = useState<SavedLogin | null>(readSavedLogin);
  const busy = status.state === 'submitting';

  const fail = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    setStatus({ state: 'error', message });
  };

  const submit = async ({ username, password, remember }: LoginFields) => {
    if (busy) return;
    const body = LoginRequestBody.safeParse({ username, password, remember });
    if (!body.success) {
      return setStatus({ state: 'error', message: body.error.issues[0]?.message ?? '' });
    }
    setStatus({ state: 'submitting' });
    let login: LoginResponseBody;
    try {
      login = await api.login(body.data);
    } catch (error) {
      return fail(error);
    }
    if (remember && login.rememberToken) {
      writeSavedLogin({ username: login.username, rememberToken: login.rememberToken });
    }
    onLoggedIn(login);
  };

  const loginAsSaved = async () => {
    if (busy || !saved) return;
    setStatus({ state: 'submitting' });
    let login: LoginResponseBody;
    try {
      login = await api.loginRemembered(saved);
    } catch (error) {
      // A refused token is spent or revoked: drop it so the Welcome back block goes away.
      if (error instanceof ApiError && error.status === 401) {
        clearSavedLogin();
        setSaved(null);
      }
      return fail(error);
    }
    // The server rotates the token on every use; only the new one works next time.
    if (login.rememberToken) {
      writeSavedLogin({ username: login.username, rememberToken: login.rememberToken });
    }
    onLoggedIn(login);
  };

  const removeSaved = () => {
    if (!saved) return;
    clearSavedLogin();
    setSaved(null);
    setStatus({ state: 'idle' });
    api.forgetLogin({ rememberToken: saved.rememberToken }).catch((error: unknown) => {
      // Revoking is best effort: the token is gone from this browser either way.
      console.warn('Could not revoke the saved login', error);
    });
  };

  return { status, busy, saved, submit, loginAsSaved, removeSaved };
}
