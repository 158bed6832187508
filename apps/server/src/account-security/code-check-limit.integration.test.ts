import {
  type AccountSessionsResponseBody,
  ADMIN_API,
  type AuditLogResponseBody,
  CODE_CHECK_LIMIT,
  SESSION_HEADER,
} from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableTwoFactor, testClock, totpCodeAt } from '../../test/account-security/support.ts';
import { ADMIN, nextEvent, startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';

const PASSWORD = 'code-limit-password';

describe.each(storageKinds())('wrong codes are limited per account (issue 47) on %s', (kind) => {
  const clock = testClock();
  let server: TestServer;
  let sessions: string[];
  let secret: string;

  /** A call from its own address (the server trusts X-Forwarded-For here, as behind a proxy). */
  const from = (ip: string, path: string, sessionId: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        [SESSION_HEADER]: sessionId,
      },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startTestServer(kind, { TRUST_PROXY: 'true' }, { now: clock.now });
    await server.addUser('guarded', PASSWORD);
    // Three sessions of one account, as three stolen ones would be.
    sessions = [];
    for (let i = 0; i < 3; i++) sessions.push((await server.login('guarded', PASSWORD)).sessionId);
    ({ secret } = await enableTwoFactor(server.url, sessions[0] as string, clock.ms()));
    clock.nextStep();
  });
  afterAll(() => server.close());

  it('refuses every code check of the account after five wrong ones, from any session and address', async () => {
    const owner = server.socket({ sessionId: sessions[0] });
    await nextEvent(owner, 'session_ready');
    const notice = nextEvent(owner, 'account_notice');
    // Five wrong codes, spread over sessions, addresses and two kinds of check.
    const wrongs = [
      ['10.0.0.1', '/api/account/2fa/disable', sessions[1]],
      ['10.0.0.2', '/api/account/2fa/disable', sessions[2]],
      ['10.0.0.3', '/api/account/2fa/disable', sessions[1]],
      ['10.0.0.4', '/api/account/2fa/disable', sessions[2]],
      ['10.0.0.5', '/api/account/2fa/disable', sessions[1]],
    ] as const;
    expect(wrongs).toHaveLength(CODE_CHECK_LIMIT.maxWrong);
    for (const [ip, path, session] of wrongs) {
      expect((await from(ip, path, session as string, { code: '000000' })).status).toBe(401);
    }
    // Now even the right code, from a fresh address and session, waits: no more guesses.
    const right = totpCodeAt(secret, clock.ms());
    const locked = await from('10.0.0.9', '/api/account/2fa/disable', sessions[2] as string, {
      code: right,
    });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({
      error: 'Too many wrong codes for this account. Try again in 15 minutes.',
    });
    // A login with a code is one of the checks too.
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.10' },
      body: JSON.stringify({ username: 'guarded', password: PASSWORD, code: right }),
    });
    expect(login.status).toBe(429);

    // The owner is told on their open window, sees it in the session list, and it is audited.
    expect((await notice).message).toMatch(/^Someone gave 5 wrong two-factor codes/);
    const list = await server.request('GET', '/api/account/sessions', undefined, sessions[0]);
    const body = (await list.json()) as AccountSessionsResponseBody;
    expect(body.codeChecksLockedUntil).toBeGreaterThan(clock.ms());
    const admin = (await server.login(ADMIN.username, ADMIN.password)).sessionId;
    const audit = await server.request('GET', ADMIN_API.auditLog, undefined, admin);
    const entries = ((await audit.json()) as AuditLogResponseBody).entries;
    expect(entries.find((entry) => entry.action === 'account.codes_locked')).toMatchObject({
      target: 'guarded',
    });
  });
});
