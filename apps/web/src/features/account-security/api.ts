import {
  AccountSessionsResponseBody,
  EndedSessionsResponseBody,
  OkResponseBody,
  TwoFactorEnableResponseBody,
  TwoFactorSetupResponseBody,
  TwoFactorStatusResponseBody,
} from '@launchdeck/protocol';
import { del, get, post } from '../../lib/http.ts';

/** The trader's own account calls (ours), each with the session that asks. */
export const accountApi = {
  twoFactor: (session: string, signal?: AbortSignal) =>
    get('/api/account/2fa', TwoFactorStatusResponseBody, { session, signal }),
  setup: (session: string) =>
    post('/api/account/2fa/setup', TwoFactorSetupResponseBody, undefined, { session }),
  enable: (session: string, code: string) =>
    post('/api/account/2fa/enable', TwoFactorEnableResponseBody, { code }, { session }),
  disable: (session: string, code: string) =>
    post('/api/account/2fa/disable', OkResponseBody, { code }, { session }),
  sessions: (session: string, signal?: AbortSignal) =>
    get('/api/account/sessions', AccountSessionsResponseBody, { session, signal }),
  endOthers: (session: string) =>
    post('/api/account/sessions/revoke-others', EndedSessionsResponseBody, undefined, { session }),
  endOne: (session: string, id: string) =>
    del(`/api/account/sessions/${encodeURIComponent(id)}`, EndedSessionsResponseBody, undefined, {
      session,
    }),
};
