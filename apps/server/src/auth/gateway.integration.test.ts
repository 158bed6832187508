import { MESSAGES, PROTOCOL_VERSION } from '@launchdeck/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endingOf,
  nextEvent,
  startTestServer,
  type TestServer,
  waitForEvent,
} from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { digestToken } from '../secrets/secrets.ts';
import { sessions } from '../storage/schema.ts';

describe.each(storageKinds())('session socket on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.addUser('ann', 'ann-password');
    await server.addUser('ben', 'ben-password');
  });
  afterAll(() => server.close());

  it.each([
    ['an older', { protocolVersion: PROTOCOL_VERSION - 1 }],
    ['a newer', { protocolVersion: PROTOCOL_VERSION + 1 }],
    ['no', { protocolVersion: undefined }],
    ['a malformed', { protocolVersion: '1' }],
  ])('refuses a browser with %s protocol version, telling it to reload', async (_, auth) => {
    const socket = server.socket(auth);
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe(MESSAGES.appUpdated);
    expect(socket.connected).toBe(false);
  });

  it('accepts a browser of this protocol version', async () => {
    const ann = await server.login('ann', 'ann-password');
    const socket = server.socket({ sessionId: ann.sessionId });
    // No translator is set up here: the browser is told not to offer Translate (issue 50).
    expect(await nextEvent(socket, 'session_ready')).toEqual({
      username: 'ann',
      canDeploy: true,
      canTranslate: false,
    });
  });

  it('tells the browser a translator is set up when one is', async () => {
    const translating = await startTestServer(kind, { LIBRETRANSLATE_URL: 'http://127.0.0.1:9' });
    try {
      await translating.addUser('tia', 'tia-password');
      const tia = await translating.login('tia', 'tia-password');
      const socket = translating.socket({ sessionId: tia.sessionId });
      expect(await nextEvent(socket, 'session_ready')).toMatchObject({ canTranslate: true });
    } finally {
      await translating.close();
    }
  });

  it('answers an unknown session with auth_error', async () => {
    const socket = server.socket();
    socket.emit('user_connected', { sessionId: 'not-a-session' });
    expect(await nextEvent(socket, 'auth_error')).toEqual({ message: MESSAGES.sessionInvalid });
  });

  it('answers a malformed user_connected with socket_error, and stays up', async () => {
    const socket = server.socket();
    const emitRaw = socket.emit as (event: string, payload: unknown) => void;
    emitRaw.call(socket, 'user_connected', { sessionId: 'x'.repeat(5000) });
    const error = await nextEvent(socket, 'socket_error');
    expect(error.event).toBe('user_connected');
    emitRaw.call(socket, 'user_connected', '<script>alert(1)</script>');
    expect((await nextEvent(socket, 'socket_error')).event).toBe('user_connected');
    expect(socket.connected).toBe(true);
  });

  it('tells everyone who is online, and when someone leaves', async () => {
    const ann = await server.login('ann', 'ann-password');
    const ben = await server.login('ben', 'ben-password');
    const annSocket = server.socket();
    annSocket.emit('user_connected', { sessionId: ann.sessionId });
    expect(await nextEvent(annSocket, 'session_ready')).toEqual({
      username: 'ann',
      canDeploy: true,
      canTranslate: false,
    });

    const benSocket = server.socket();
    benSocket.emit('user_connected', { sessionId: ben.sessionId });
    const both = (p: { users: string[] }) => p.users.includes('ann') && p.users.includes('ben');
    await Promise.all([
      waitForEvent(annSocket, 'connected_users', both),
      waitForEvent(benSocket, 'connected_users', both),
    ]);

    benSocket.disconnect();
    const left = await waitForEvent(annSocket, 'connected_users', (p) => !p.users.includes('ben'));
    expect(left.users).toEqual(['ann']);
  });

  it('tells the sockets of a session it ended at logout, then closes them, and only those', async () => {
    const first = await server.login('ann', 'ann-password');
    const second = await server.login('ann', 'ann-password');
    const a = server.socket();
    const b = server.socket();
    a.emit('user_connected', { sessionId: first.sessionId });
    b.emit('user_connected', { sessionId: second.sessionId });
    await Promise.all([nextEvent(a, 'session_ready'), nextEvent(b, 'session_ready')]);

    const ending = endingOf(a);
    await server.request('POST', '/api/logout', undefined, first.sessionId);
    expect(await ending).toEqual([
      `auth_error: ${MESSAGES.sessionInvalid}`,
      'io server disconnect',
    ]);
    expect(b.connected).toBe(true);

    const reuse = server.socket();
    reuse.emit('user_connected', { sessionId: first.sessionId });
    expect(await nextEvent(reuse, 'auth_error')).toEqual({ message: MESSAGES.sessionInvalid });
  });

  it('tells every socket of a kicked user, then closes them, whatever the case of the name', async () => {
    const ben = await server.login('ben', 'ben-password');
    const socket = server.socket();
    socket.emit('user_connected', { sessionId: ben.sessionId });
    await nextEvent(socket, 'session_ready');
    const ending = endingOf(socket);
    server.app.gateway.endUser('BEN');
    expect(await ending).toEqual([
      `auth_error: ${MESSAGES.sessionInvalid}`,
      'io server disconnect',
    ]);
  });

  it('ends the sockets of a session once it expires, and only those', async () => {
    const old = await server.login('ann', 'ann-password');
    const fresh = await server.login('ann', 'ann-password');
    const a = server.socket({ sessionId: old.sessionId });
    const b = server.socket({ sessionId: fresh.sessionId });
    await Promise.all([nextEvent(a, 'session_ready'), nextEvent(b, 'session_ready')]);
    await server.storage.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, digestToken(old.sessionId)));
    const ending = endingOf(a);
    await server.app.housekeeping();
    expect(await ending).toEqual([
      `auth_error: ${MESSAGES.sessionInvalid}`,
      'io server disconnect',
    ]);
    expect(b.connected).toBe(true);
  });
});
