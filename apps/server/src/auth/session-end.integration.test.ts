import {
  ADMIN_API,
  type AdminSession,
  type LogoutRequestBody,
  MESSAGES,
} from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  type ClientSocket,
  endingOf,
  nextEvent,
  startTestServer,
  type TestServer,
} from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { createApp } from '../app.ts';

const PASSWORD = 'session-end-password';
const MINUTE = 60_000;

/**
 * No orphan sessions: a main window that is closed or reloaded ends its session (a pagehide
 * beacon), unless a pop-out still uses it, and a session with no window ends after
 * SESSION_IDLE_MINUTES (10 by default).
 */
describe.each(storageKinds())('sessions ending with their windows on %s', (kind) => {
  let server: TestServer;
  let now = Date.now();
  const clock = () => new Date(now);

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { now: clock });
    for (const name of ['tia', 'pop', 'idle']) await server.addUser(name, PASSWORD);
  });
  afterAll(() => server.close());

  /** A window: a login and its socket, once the session is ready. */
  const openWindow = async (username: string, sessionId?: string) => {
    const id = sessionId ?? (await server.login(username, PASSWORD)).sessionId;
    const socket = server.socket({ sessionId: id });
    await nextEvent(socket, 'session_ready');
    return { sessionId: id, socket };
  };

  /** What navigator.sendBeacon sends at a main window's pagehide: JSON as text/plain, no header. */
  const beacon = async (sessionId: string, socket: ClientSocket) => {
    const body: LogoutRequestBody = { sessionId, ifNoOtherWindow: true, socketId: socket.id };
    const res = await fetch(`${server.url}/api/logout`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };

  /** The admin's Active Sessions of one login. */
  const liveSessions = async (username: string) => {
    const admin = await server.login(ADMIN.username, ADMIN.password);
    const res = await server.request('GET', ADMIN_API.sessions, undefined, admin.sessionId);
    const { sessions } = (await res.json()) as { sessions: AdminSession[] };
    return sessions.filter((s) => s.username === username);
  };

  it('leaves one live session after two tabs closed, a third reloaded and a new login', async () => {
    const first = await openWindow('tia');
    const second = await openWindow('tia');
    const third = await openWindow('tia');
    expect(await liveSessions('tia')).toHaveLength(3);

    // The first tab closes: its beacon can arrive while its socket is still open...
    const firstEnding = endingOf(first.socket);
    expect(await beacon(first.sessionId, first.socket)).toEqual({
      status: 200,
      body: { success: true, ended: true },
    });
    expect(await firstEnding).toEqual([
      `auth_error: ${MESSAGES.sessionInvalid}`,
      'io server disconnect',
    ]);
    // ...or after it closed.
    second.socket.disconnect();
    expect((await beacon(second.sessionId, second.socket)).body).toEqual({
      success: true,
      ended: true,
    });
    // The third reloads: the old page's beacon, then FC §4's fresh login.
    expect((await beacon(third.sessionId, third.socket)).body).toEqual({
      success: true,
      ended: true,
    });
    third.socket.disconnect();
    await openWindow('tia');

    const live = await liveSessions('tia');
    expect(live).toHaveLength(1);
    expect(live[0]?.connections).toBe(1);
  });

  it('keeps a session a pop-out still uses when its main window goes', async () => {
    const main = await openWindow('pop');
    const popout = await openWindow('pop', main.sessionId);
    let popoutEnded = false;
    popout.socket.on('auth_error', () => {
      popoutEnded = true;
    });

    expect((await beacon(main.sessionId, main.socket)).body).toEqual({
      success: true,
      ended: false,
    });
    main.socket.disconnect();
    const [row] = await liveSessions('pop');
    expect(row?.connections).toBe(1);
    // The pop-out keeps working on it: the server still answers it as signed in.
    popout.socket.emit('get_chat_history', { sessionId: main.sessionId });
    expect((await nextEvent(popout.socket, 'chat_history')).chatMode).toBe('public');
    expect(popoutEnded).toBe(false);

    // A pop-out closing ends nothing: the session is there until it has been idle long enough.
    popout.socket.disconnect();
    expect(await liveSessions('pop')).toHaveLength(1);
  });

  it('still ends the session at once on a plain logout, pop-outs or not', async () => {
    const main = await openWindow('pop');
    const popout = await openWindow('pop', main.sessionId);
    const ending = endingOf(popout.socket);
    const res = await server.request('POST', '/api/logout', undefined, main.sessionId);
    expect(await res.json()).toEqual({ success: true });
    expect(await ending).toEqual([
      `auth_error: ${MESSAGES.sessionInvalid}`,
      'io server disconnect',
    ]);
  });

  it('refuses a beacon without a live session, and one that is not JSON', async () => {
    const main = await openWindow('pop');
    const res = await fetch(`${server.url}/api/logout`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: 'sessionId=nope',
    });
    expect(res.status).toBe(400);
    main.socket.disconnect();
    expect(await beacon(main.sessionId, main.socket)).toMatchObject({ status: 200 });
    expect(await beacon(main.sessionId, main.socket)).toEqual({
      status: 401,
      body: { error: MESSAGES.sessionInvalid },
    });
  });

  it('ends a session with no window for SESSION_IDLE_MINUTES, keeping those with one', async () => {
    const open = await openWindow('idle');
    const closed = await openWindow('idle');
    closed.socket.disconnect();
    const never = await server.login('idle', PASSWORD);
    let openEnded = false;
    open.socket.on('auth_error', () => {
      openEnded = true;
    });

    now += 9 * MINUTE;
    await server.app.housekeeping();
    expect(await server.app.auth.resolve(closed.sessionId)).toBeDefined();
    expect(await server.app.auth.resolve(never.sessionId)).toBeDefined();

    now += 2 * MINUTE;
    await server.app.housekeeping();
    expect(await server.app.auth.resolve(closed.sessionId)).toBeUndefined();
    expect(await server.app.auth.resolve(never.sessionId)).toBeUndefined();
    expect(await server.app.auth.resolve(open.sessionId)).toBeDefined();
    // Seen at each upkeep, the open window's session outlives any idle time.
    now += 30 * MINUTE;
    await server.app.housekeeping();
    expect(await server.app.auth.resolve(open.sessionId)).toBeDefined();
    expect(openEnded).toBe(false);
    expect((await liveSessions('idle')).map((s) => s.connections)).toEqual([1]);
  });

  it('counts an HTTP call as a sighting, so a session used without a window lives on', async () => {
    const scripted = await server.login('idle', PASSWORD);
    const call = () => server.request('GET', '/api/wallets', undefined, scripted.sessionId);

    now += 9 * MINUTE;
    expect((await call()).status).toBe(200);
    await server.app.housekeeping();
    now += 9 * MINUTE;
    await server.app.housekeeping();
    expect(await server.app.auth.resolve(scripted.sessionId)).toBeDefined();

    now += 2 * MINUTE;
    await server.app.housekeeping();
    expect(await server.app.auth.resolve(scripted.sessionId)).toBeUndefined();
    expect((await call()).status).toBe(401);
  });

  it('gives the windows cut by a restart the idle time to come back', async () => {
    const cut = await server.login('idle', PASSWORD);
    now += 30 * MINUTE;
    // A new process on the same storage: the session was last seen long before it started.
    const restarted = await createApp({ storage: server.storage, now: clock }, server.config);
    try {
      now += 9 * MINUTE;
      await restarted.housekeeping();
      expect(await restarted.auth.resolve(cut.sessionId)).toBeDefined();
      now += 2 * MINUTE;
      await restarted.housekeeping();
      expect(await restarted.auth.resolve(cut.sessionId)).toBeUndefined();
    } finally {
      await restarted.close();
    }
  });
});
