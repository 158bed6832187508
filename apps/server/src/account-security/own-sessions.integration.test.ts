import {
  type AccountSessionsResponseBody,
  MESSAGES,
  ACCOUNT_SECURITY_MESSAGES as SAY,
} from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChatUser, PASSWORD } from '../../test/chat/support.ts';
import { request } from '../../test/http-support.ts';
import {
  endingOf,
  nextEvent,
  startTestServer,
  type TestServer,
} from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';

describe.each(storageKinds())('a trader’s own sessions on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of ['sam', 'sue']) await server.addUser(name, PASSWORD);
  });
  afterAll(() => server.close());

  /** A login from a browser that says who it is. */
  const loginAs = async (username: string, userAgent: string, remember = false) => {
    const res = await request(
      server.url,
      'POST',
      '/api/login',
      { username, password: PASSWORD, remember },
      { 'user-agent': userAgent },
    );
    return (await res.json()) as { sessionId: string; rememberToken?: string };
  };
  const list = async (sessionId: string) => {
    const res = await server.request('GET', '/api/account/sessions', undefined, sessionId);
    return ((await res.json()) as AccountSessionsResponseBody).sessions;
  };

  it('tells the other windows of a trader of a new login, with where it is from', async () => {
    const first = await connectChatUser(server, 'sam');
    const other = await connectChatUser(server, 'sue');
    let sueHeard = false;
    other.socket.on('new_login', () => {
      sueHeard = true;
    });
    const notice = nextEvent(first.socket, 'new_login');
    const before = Date.now();
    await loginAs('sam', 'Firefox on a new laptop');
    expect(await notice).toEqual({
      ip: '127.0.0.1',
      userAgent: 'Firefox on a new laptop',
      at: expect.any(Number),
    });
    expect((await notice).at).toBeGreaterThanOrEqual(before);
    expect(sueHeard).toBe(false);
    first.socket.disconnect();
    other.socket.disconnect();
  });

  it('lists only the trader’s own live sessions, with handles, never the session id', async () => {
    const a = await loginAs('sue', 'Browser A');
    const b = await loginAs('sue', 'Browser B');
    const sessions = await list(b.sessionId);
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    const [newest, older] = sessions;
    expect(newest).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      current: true,
      ip: '127.0.0.1',
      loginTime: expect.any(String),
      lastSeen: expect.any(String),
      userAgent: 'Browser B',
      connections: 0,
    });
    expect(older).toMatchObject({ current: false, userAgent: 'Browser A' });
    const text = JSON.stringify(sessions);
    expect(text).not.toContain(a.sessionId);
    expect(text).not.toContain(b.sessionId);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
  });

  it('ends every other session, their saved logins and their windows (ended elsewhere)', async () => {
    const phone = await loginAs('sam', 'Phone', true);
    const window = server.socket({ sessionId: phone.sessionId });
    await nextEvent(window, 'session_ready');
    const ending = endingOf(window);
    // Issue 50: the window is told why, so it says so rather than "expired".
    const why = nextEvent(window, 'auth_error');
    const here = await loginAs('sam', 'Desk', true);
    const res = await server.request(
      'POST',
      '/api/account/sessions/revoke-others',
      undefined,
      here.sessionId,
    );
    const { ended } = (await res.json()) as { ended: number };
    expect(ended).toBeGreaterThanOrEqual(1);
    expect(await ending).toEqual([
      `auth_error: ${MESSAGES.sessionInvalid}`,
      'io server disconnect',
    ]);
    expect(await why).toEqual({ message: MESSAGES.sessionInvalid, reason: 'ended_elsewhere' });
    const after = await list(here.sessionId);
    expect(after.map((s) => s.userAgent)).toEqual(['Desk']);
    const phoneCall = await server.request(
      'GET',
      '/api/account/sessions',
      undefined,
      phone.sessionId,
    );
    expect(phoneCall.status).toBe(401);
    const savedPhone = await server.request('POST', '/api/login/remembered', {
      username: 'sam',
      rememberToken: phone.rememberToken,
    });
    expect(await savedPhone.json()).toEqual({ error: MESSAGES.rememberedLoginFailed });
    // The saved login made with this session is kept.
    const savedHere = await server.request('POST', '/api/login/remembered', {
      username: 'sam',
      rememberToken: here.rememberToken,
    });
    expect(savedHere.status).toBe(200);
  });

  it('ends one session by its handle, and refuses another trader’s or an unknown one', async () => {
    const tablet = await loginAs('sue', 'Tablet');
    const window = server.socket({ sessionId: tablet.sessionId });
    await nextEvent(window, 'session_ready');
    const ending = endingOf(window);
    const desk = await loginAs('sue', 'Desk');
    const target = (await list(desk.sessionId)).find((s) => s.userAgent === 'Tablet');
    const sam = await loginAs('sam', 'Elsewhere');
    const notYours = await server.request(
      'DELETE',
      `/api/account/sessions/${target?.id}`,
      undefined,
      sam.sessionId,
    );
    expect(notYours.status).toBe(404);
    expect(await notYours.json()).toEqual({ error: SAY.sessionNotFound });
    const unknown = await server.request(
      'DELETE',
      '/api/account/sessions/0000000000000000',
      undefined,
      desk.sessionId,
    );
    expect(unknown.status).toBe(404);
    const res = await server.request(
      'DELETE',
      `/api/account/sessions/${target?.id}`,
      undefined,
      desk.sessionId,
    );
    expect(await res.json()).toEqual({ ended: 1 });
    expect(await ending).toEqual([
      `auth_error: ${MESSAGES.sessionInvalid}`,
      'io server disconnect',
    ]);
    expect((await list(desk.sessionId)).some((s) => s.userAgent === 'Tablet')).toBe(false);
  });

  it('refuses the calls without a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/account/sessions'],
      ['POST', '/api/account/sessions/revoke-others'],
      ['DELETE', '/api/account/sessions/abc'],
    ] as const) {
      const res = await server.request(method, path);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: MESSAGES.notLoggedIn });
    }
  });
});
