import { MESSAGES } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, nextEvent, startTestServer, type TestServer } from '../test-support/server.ts';
import { storageKinds } from '../test-support/storage.ts';

describe.each(storageKinds())('admin credentials on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = (await server.login(ADMIN.username, ADMIN.password)).sessionId;
  });
  afterAll(() => server.close());

  const add = (body: unknown, session = admin) =>
    server.request('POST', '/api/admin/credentials', body, session);

  it('adds a legacy login and an enhanced one, listing both without password hashes', async () => {
    const legacy = await add({ username: 'alice', password: 'alice-pass' });
    expect(legacy.status).toBe(201);
    expect(await legacy.json()).toEqual({ message: MESSAGES.userAdded });
    await add({ username: 'bob', password: 'bob-pass', discordUserId: '123456789012345678' });

    const list = await server.request('GET', '/api/admin/credentials', undefined, admin);
    const { credentials } = (await list.json()) as { credentials: Record<string, unknown> };
    expect(credentials.alice).toMatchObject({
      format: 'legacy',
      discordUserId: null,
      enabled: true,
    });
    expect(credentials.bob).toMatchObject({
      format: 'enhanced',
      discordUserId: '123456789012345678',
    });
    expect(credentials[ADMIN.username]).toBeDefined();
    expect(JSON.stringify(credentials)).not.toMatch(/argon2|password/i);
  });

  const invalid: Array<[string, unknown, string]> = [
    ['no fields', {}, MESSAGES.usernamePasswordRequired],
    ['an empty username', { username: ' ', password: 'p' }, MESSAGES.usernameEmpty],
    ['an empty password', { username: 'carol', password: '' }, MESSAGES.passwordEmpty],
    [
      'a bad Discord id',
      { username: 'carol', password: 'p', discordUserId: '12ab' },
      MESSAGES.discordInvalid,
    ],
    [
      'enhanced without Discord id',
      { username: 'carol', password: 'p', format: 'enhanced' },
      MESSAGES.discordRequired,
    ],
    [
      'markup in the username',
      { username: '<img src=x onerror=alert(1)>', password: 'p' },
      MESSAGES.usernameInvalid,
    ],
  ];
  it.each(invalid)('refuses %s with the spec message', async (_name, body, message) => {
    const res = await add(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
  });

  it('refuses a username that exists in another case', async () => {
    const res = await add({ username: 'ALICE', password: 'x' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: MESSAGES.usernameExists });
  });

  it('lets only the admin call it', async () => {
    const alice = (await server.login('alice', 'alice-pass')).sessionId;
    const asAlice = await server.request('GET', '/api/admin/credentials', undefined, alice);
    expect(asAlice.status).toBe(403);
    expect(await asAlice.json()).toEqual({ error: MESSAGES.adminOnly });
    const anonymous = await server.request('GET', '/api/admin/credentials');
    expect(anonymous.status).toBe(401);
    const forged = await server.request(
      'DELETE',
      '/api/admin/credentials/bob',
      undefined,
      'forged',
    );
    expect(forged.status).toBe(401);
  });

  it('never deletes the reserved admin', async () => {
    const res = await server.request(
      'DELETE',
      `/api/admin/credentials/${ADMIN.username.toUpperCase()}`,
      undefined,
      admin,
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: MESSAGES.reservedAdmin });
  });

  it('deletes a login, ends its live sockets and its sessions', async () => {
    await add({ username: 'dave', password: 'dave-pass' });
    const dave = await server.login('dave', 'dave-pass');
    const socket = server.socket();
    socket.emit('user_connected', { sessionId: dave.sessionId });
    await nextEvent(socket, 'session_ready');
    const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));

    const res = await server.request('DELETE', '/api/admin/credentials/dave', undefined, admin);
    expect(await res.json()).toEqual({ message: MESSAGES.userDeleted });
    expect(await closed).toBe('io server disconnect');
    const after = await server.request('POST', '/api/logout', undefined, dave.sessionId);
    expect(after.status).toBe(401);
    const missing = await server.request('DELETE', '/api/admin/credentials/dave', undefined, admin);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: MESSAGES.userNotFound });
  });
});
