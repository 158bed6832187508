import { LoginRequestBody, type LoginResponseBody, TwoFactorErrorBody } from '@launchdeck/protocol';
import { useState } from 'react';
import { ApiError } from '../../lib/http.ts';
import {
  clearSavedLogin,
  deviceId,
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

/** A login the server answered with 'enter your code': what to send again with the code. */
type PendingLogin =
  | { via: 'password'; body: LoginRequestBody }
  | { via: 'saved'; saved: SavedLogin };

/** The code step: whose login it is and the server's sentence asking for the code. */
export type CodeStep = { username: string; prompt: string };

/** The server's 'two-factor code needed' refusal (first asked, or a wrong code), if it is one. */
function twoFactorRefusal(error: unknown): TwoFactorErrorBody | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  const body = TwoFactorErrorBody.safeParse(error.body);
  return body.success ? body.data : null;
}

/**
 * The login screen's logic: password login, one-click login with the saved remember token, the
 * two-factor code step either may lead to, and removing the saved login. The password is kept
 * only in memory, only while the code step is open; it is never stored.
 */
export function useLogin(onLoggedIn: (login: LoginResponseBody) => void) {
  const [status, setStatus] = useState<LoginStatus>({ state: 'idle' });
  const [saved, setSaved] = useState<SavedLogin | null>(readSavedLogin);
  const [pending, setPending] = useState<PendingLogin | null>(null);
  const [prompt, setPrompt] = useState('');
  const busy = status.state === 'submitting';

  const fail = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    setStatus({ state: 'error', message });
  };

  const send = (login: PendingLogin, code: string | undefined) => {
    const extra = { deviceId: deviceId(), ...(code === undefined ? {} : { code }) };
    return login.via === 'password'
      ? api.login({ ...login.body, ...extra })
      : api.loginRemembered({ ...login.saved, ...extra });
  };

  const attempt = async (login: PendingLogin, code?: string) => {
    setStatus({ state: 'submitting' });
    let answer: LoginResponseBody;
    try {
      answer = await send(login, code);
    } catch (error) {
      const refusal = twoFactorRefusal(error);
      if (refusal) {
        setPending(login);
        // The first answer asks for the code; a wrong code is said as an error.
        if (code === undefined) {
          setPrompt(refusal.error);
          return setStatus({ state: 'idle' });
        }
        return setStatus({ state: 'error', message: refusal.error });
      }
      // A refused token is spent or revoked: drop it so the Welcome back block goes away.
      if (login.via === 'saved' && error instanceof ApiError && error.status === 401) {
        clearSavedLogin();
        setSaved(null);
        setPending(null);
      }
      return fail(error);
    }
    // The server rotates a saved login's token on every use; only the new one works next time.
    const keep = login.via === 'saved' || login.body.remember;
    if (keep && answer.rememberToken) {
      writeSavedLogin({ username: answer.username, rememberToken: answer.rememberToken });
    }
    setPending(null);
    onLoggedIn(answer);
  };

  const submit = async ({ username, password, remember }: LoginFields) => {
    if (busy) return;
    const body = LoginRequestBody.safeParse({ username, password, remember });
    if (!body.success) {
      return setStatus({ state: 'error', message: body.error.issues[0]?.message ?? '' });
    }
    await attempt({ via: 'password', body: body.data });
  };

  const loginAsSaved = async () => {
    if (busy || !saved) return;
    await attempt({ via: 'saved', saved });
  };

  const submitCode = async (code: string) => {
    if (busy || !pending) return;
    await attempt(pending, code);
  };

  /** Back from the code step to the password form; the typed password is dropped. */
  const leaveCodeStep = () => {
    setPending(null);
    setStatus({ state: 'idle' });
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

  const codeStep: CodeStep | null = pending
    ? {
        username: pending.via === 'password' ? pending.body.username : pending.saved.username,
        prompt,
      }
    : null;

  return {
    status,
    busy,
    saved,
    codeStep,
    submit,
    loginAsSaved,
    submitCode,
    leaveCodeStep,
    removeSaved,
  };
}
