import { MESSAGES } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';

describe.each(storageKinds())('login on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.addUser('trader1', 'trader1-password');
  });
  afterAll(() => server.close());

  it('answers health', async () => {
    const res = await server.request('GET', '/api/health');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('issues a fresh 256-bit session id at every login, case-insensitively by name', async () => {
    const first = await server.login('TRADER1', 'trader1-password');
    const second = await server.login('trader1', 'trader1-password');
    expect(first.username).toBe('trader1');
    expect(first.isAdmin).toBe(false);
    expect(first.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(first.rememberToken).toBeUndefined();
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const wrong = await server.request('POST', '/api/login', {
      username: 'trader1',
      password: 'nope',
    });
    const unknown = await server.request('POST', '/api/login', {
      username: 'ghost',
      password: 'x',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: MESSAGES.loginFailed });
    expect(await unknown.json()).toEqual({ error: MESSAGES.loginFailed });
  });

  it('marks the admin session as admin', async () => {
    const admin = await server.login(ADMIN.username, ADMIN.password);
    expect(admin.isAdmin).toBe(true);
  });

  it('ends a session at logout', async () => {
    const { sessionId } = await server.login('trader1', 'trader1-password');
    const out = await server.request('POST', '/api/logout', undefined, sessionId);
    expect(await out.json()).toEqual({ success: true });
    const again = await server.request('POST', '/api/logout', undefined, sessionId);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: MESSAGES.sessionInvalid });
  });

  it('refuses logout without a session header', async () => {
    const res = await server.request('POST', '/api/logout');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: MESSAGES.notLoggedIn });
  });

  it('keeps a revocable remember token that works once and is rotated', async () => {
    const res = await server.request('POST', '/api/login', {
      username: 'trader1',
      password: 'trader1-password',
      remember: true,
    });
    const { rememberToken } = (await res.json()) as { rememberToken: string };
    expect(rememberToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const oneClick = await server.request('POST', '/api/login/remembered', {
      username: 'trader1',
      rememberToken,
    });
    expect(oneClick.status).toBe(200);
    const rotated = (await oneClick.json()) as { sessionId: string; rememberToken: string };
    expect(rotated.rememberToken).not.toBe(rememberToken);

    const replay = await server.request('POST', '/api/login/remembered', {
      username: 'trader1',
      rememberToken,
    });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ error: MESSAGES.rememberedLoginFailed });

    await server.request('POST', '/api/login/forget', { rememberToken: rotated.rememberToken });
    const revoked = await server.request('POST', '/api/login/remembered', {
      username: 'trader1',
      rememberToken: rotated.rememberToken,
    });
    expect(revoked.status).toBe(401);
  });

  it('refuses a remember token presented for another user', async () => {
    const res = await server.request('POST', '/api/login', {
      username: 'trader1',
      password: 'trader1-password',
      remember: true,
    });
    const { rememberToken } = (await res.json()) as { rememberToken: string };
    const stolen = await server.request('POST', '/api/login/remembered', {
      username: ADMIN.username,
      rememberToken,
    });
    expect(stolen.status).toBe(401);
  });
});

describe.each(storageKinds())('login rate limit on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { LOGIN_MAX_FAILURES: '5' });
    await server.addUser('victim', 'victim-password');
  });
  afterAll(() => server.close());

  it('slows a brute-force loop with 429 once a username has failed too often', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await server.request('POST', '/api/login', {
        username: 'victim',
        password: `guess${i}`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const correct = await server.request('POST', '/api/login', {
      username: 'victim',
      password: 'victim-password',
    });
    expect(correct.status).toBe(429);
    expect(await correct.json()).toEqual({ error: MESSAGES.loginRateLimited });
  });
});

describe.each(storageKinds())('login rate limit under parallel guesses on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { LOGIN_MAX_FAILURES: '5' });
    await server.addUser('target', 'target-password');
  });
  afterAll(() => server.close());

  it('counts each guess before checking it: exactly the limit is evaluated', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        server.request('POST', '/api/login', { username: 'target', password: `guess${i}` }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });
});
