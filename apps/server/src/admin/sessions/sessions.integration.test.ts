import { ADMIN_API, type AdminSession, MESSAGES } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminTestServer,
  PASSWORD,
  refused,
  reserved,
  startAdminTestServer,
} from '../../../test/admin/support.ts';
import { ADMIN, endingOf, nextEvent } from '../../../test/server-support.ts';
import { storageKinds } from '../../../test/storage/support.ts';
import { digestToken } from '../../secrets/secrets.ts';

describe.each(storageKinds())('admin sessions and kick on %s', (kind) => {
  let server: AdminTestServer;
  beforeAll(async () => {
    server = await startAdminTestServer(kind, ['kim', 'lou']);
  });
  afterAll(() => server.close());

  const sessions = async () =>
    (await server.call('GET', ADMIN_API.sessions)).body.sessions as AdminSession[];

  it('lists live sessions newest first, with their sockets, by a handle that is no secret', async () => {
    const kimTabs = await server.connect('kim');
    const second = server.socket({ sessionId: kimTabs.sessionId });
    await nextEvent(second, 'session_ready');
    const lou = await server.login('lou', PASSWORD);

    const list = await sessions();
    // The admin logged in twice before them (adding the logins, then the test's own session).
    expect(list.map((s) => s.username)).toEqual(['lou', 'kim', ADMIN.username, ADMIN.username]);
    const [louRow, kimRow] = list;
    expect(kimRow).toEqual({
      sessionId: expect.stringMatching(/^[0-9a-f]{16}$/),
      username: 'kim',
      ip: '127.0.0.1',
      loginTime: expect.any(String),
      expiresAt: expect.any(String),
      connections: 2,
    });
    expect(louRow?.connections).toBe(0);
    expect(Date.parse(kimRow?.expiresAt ?? '')).toBeGreaterThan(Date.now());
    const secrets = [kimTabs.sessionId, digestToken(kimTabs.sessionId), lou.sessionId];
    for (const secret of secrets) expect(JSON.stringify(list)).not.toContain(secret);
    // The handle logs nobody in.
    const probe = server.socket();
    probe.emit('user_connected', { sessionId: kimRow?.sessionId ?? '' });
    expect(await nextEvent(probe, 'auth_error')).toEqual({ message: MESSAGES.sessionInvalid });
  });

  it('kicks a login: every session and socket ends, its session id no longer works', async () => {
    const first = await server.connect('kim');
    const other = await server.connect('kim');
    const endings = [endingOf(first.socket), endingOf(other.socket)];
    const loggedIn = (await sessions()).filter((s) => s.username === 'kim').length;

    expect(await server.call('POST', ADMIN_API.kick('KIM'))).toEqual({
      status: 200,
      body: { message: MESSAGES.userKicked, sessionsEnded: loggedIn },
    });
    const ended = [`auth_error: ${MESSAGES.sessionInvalid}`, 'io server disconnect'];
    expect(await Promise.all(endings)).toEqual([ended, ended]);
    expect((await sessions()).map((s) => s.username)).not.toContain('kim');
    const again = server.socket({ sessionId: first.sessionId });
    expect(await nextEvent(again, 'auth_error')).toEqual({ message: MESSAGES.sessionInvalid });
    // A kick is not a ban: the password still logs in.
    expect((await server.login('kim', PASSWORD)).username).toBe('kim');
    expect((await server.call('POST', ADMIN_API.kick('lou'))).body).toMatchObject({
      sessionsEnded: 1,
    });
  });

  it('refuses to kick the reserved admin or a login nobody has', async () => {
    expect(await server.call('POST', ADMIN_API.kick(ADMIN.username.toUpperCase()))).toEqual(
      reserved(),
    );
    expect(await server.call('POST', ADMIN_API.kick('nobody'))).toEqual(
      refused(404, MESSAGES.userNotFound),
    );
    expect((await sessions()).map((s) => s.username)).toContain(ADMIN.username);
  });
});
