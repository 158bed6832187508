import {
  ACCOUNT_SECURITY_MESSAGES,
  type AccountSession,
  type ApiKey,
  type TwoFactorStatusResponseBody,
} from '@launchdeck/protocol';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SessionProvider } from '../../../src/features/session/index.ts';
import { jsonResponse, stubFetch } from '../../fake-fetch.ts';
import { fakeSession } from '../groups/support.ts';

export const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Launchdeck:alice?secret=JBSWY3DPEHPK3PXP&issuer=Launchdeck',
};
export const GOOD_CODE = '123456';
export const RECOVERY = Array.from({ length: 10 }, (_, n) => `code${n}-abcde`);
/** The key the fake makes (a real key's shape: `ldk_` and 43 characters). */
export const NEW_KEY = `ldk_${'K'.repeat(43)}`;
export const KEY_CODE_NEEDED = 'Enter your current 6-digit code to make an API key.';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

export function makeAccountSession(fields: Partial<AccountSession> = {}): AccountSession {
  const now = new Date().toISOString();
  return {
    id: 'h-1',
    current: false,
    ip: '203.0.113.7',
    loginTime: now,
    lastSeen: now,
    userAgent: CHROME,
    connections: 1,
    ...fields,
  };
}

/**
 * Plays the account calls of one trader: two-factor (GOOD_CODE proves the app, and turns it off)
 * and three sessions of theirs, the current one among them.
 */
export function fakeAccountServer(start: Partial<TwoFactorStatusResponseBody> = {}) {
  const state = {
    twoFactor: { enabled: false, required: false, recoveryCodesLeft: 0, ...start },
    sessions: [
      makeAccountSession({ id: 'h-mine', current: true }),
      makeAccountSession({ id: 'h-2', ip: '198.51.100.4', userAgent: FIREFOX, connections: 0 }),
      makeAccountSession({ id: 'h-3', ip: '192.0.2.1' }),
    ],
    keys: [] as ApiKey[],
  };
  const wrong = () =>
    jsonResponse({ error: ACCOUNT_SECURITY_MESSAGES.codeWrong, twoFactorRequired: true }, 401);
  const fetch = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as { code?: string }) : {};
    if (url === '/api/account/2fa') return jsonResponse(state.twoFactor);
    if (url === '/api/account/2fa/setup') return jsonResponse(SETUP);
    if (url === '/api/account/2fa/enable') {
      if (body.code !== GOOD_CODE) return wrong();
      state.twoFactor = { ...state.twoFactor, enabled: true, recoveryCodesLeft: 10 };
      return jsonResponse({ success: true, recoveryCodes: RECOVERY });
    }
    if (url === '/api/account/2fa/disable') {
      if (body.code !== GOOD_CODE) return wrong();
      state.twoFactor = { ...state.twoFactor, enabled: false, recoveryCodesLeft: 0 };
      return jsonResponse({ success: true });
    }
    if (url === '/api/account/sessions') return jsonResponse({ sessions: state.sessions });
    if (url === '/api/account/sessions/revoke-others') {
      const ended = state.sessions.filter((s) => !s.current).length;
      state.sessions = state.sessions.filter((s) => s.current);
      return jsonResponse({ ended });
    }
    const one = url.match(/^\/api\/account\/sessions\/(.+)$/);
    if (one && method === 'DELETE') {
      state.sessions = state.sessions.filter((s) => s.id !== one[1]);
      return jsonResponse({ ended: 1 });
    }
    if (url === '/api/api-keys' && method === 'GET') return jsonResponse({ keys: state.keys });
    if (url === '/api/api-keys' && method === 'POST') {
      const made = body as { name: string; code?: string };
      if (state.twoFactor.enabled && !made.code)
        return jsonResponse({ error: KEY_CODE_NEEDED }, 401);
      if (state.twoFactor.enabled && made.code !== GOOD_CODE) return wrong();
      const key: ApiKey = {
        id: `ak_${state.keys.length + 1}xxxxxxxx`,
        name: made.name,
        scopes: ['feed:read'],
        prefix: NEW_KEY.slice(0, 12),
        createdAt: new Date().toISOString(),
      };
      state.keys.push(key);
      return jsonResponse({ ...key, key: NEW_KEY }, 201);
    }
    const key = url.match(/^\/api\/api-keys\/(.+)$/);
    if (key && method === 'DELETE') {
      state.keys = state.keys.filter((k) => k.id !== key[1]);
      return jsonResponse({ message: 'API key revoked.' });
    }
    return jsonResponse({ error: 'Not found' }, 404);
  });
  return { fetch, state };
}

/** `ui` inside a logged-in session on a fake socket. */
export function renderWithSession(ui: ReactNode) {
  const kit = fakeSession();
  const socket = kit.connect();
  const view = render(<SessionProvider controller={kit.session}>{ui}</SessionProvider>);
  return { ...view, ...kit, socket };
}
