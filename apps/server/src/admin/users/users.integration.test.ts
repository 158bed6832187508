import { ADMIN_API, type Credential, MESSAGES, type UserStatus } from '@launchdeck/protocol';
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
import { GroupsRepository } from '../../chat/groups/repository.ts';

const DISCORD = '123456789012345678';

describe.each(storageKinds())('admin user management on %s', (kind) => {
  let server: AdminTestServer;
  beforeAll(async () => {
    server = await startAdminTestServer(kind);
  });
  afterAll(() => server.close());

  const add = (body: unknown) => server.call('POST', ADMIN_API.credentials, body);
  const edit = (username: string, body: unknown) =>
    server.call('PUT', ADMIN_API.credential(username), body);
  const credentials = async () =>
    (await server.call('GET', ADMIN_API.credentials)).body.credentials as Record<
      string,
      Credential
    >;
  const statuses = async () =>
    (await server.call('GET', ADMIN_API.userStatus)).body.users as Record<string, UserStatus>;
  const loginStatus = async (username: string, password: string) =>
    (await server.request('POST', '/api/login', { username, password })).status;

  it('adds a legacy login and an enhanced one, listing both without password hashes', async () => {
    expect(await add({ username: 'alice', password: 'alice-pass' })).toEqual({
      status: 201,
      body: { message: MESSAGES.userAdded },
    });
    await add({ username: 'bob', password: 'bob-pass', discordUserId: DISCORD });
    const list = await credentials();
    expect(list.alice).toMatchObject({ format: 'legacy', discordUserId: null, enabled: true });
    expect(list.bob).toMatchObject({ format: 'enhanced', discordUserId: DISCORD });
    expect(list[ADMIN.username]).toBeDefined();
    expect(JSON.stringify(list)).not.toMatch(/argon2|password/i);
  });

  it.each([
    ['no fields', {}, MESSAGES.usernamePasswordRequired],
    ['both fields empty', { username: '', password: '' }, MESSAGES.usernamePasswordRequired],
    ['an empty username', { username: ' ', password: 'p' }, MESSAGES.usernameEmpty],
    ['an empty password', { username: 'carol', password: '' }, MESSAGES.passwordEmpty],
    ['a password of only spaces', { username: 'carol', password: '   ' }, MESSAGES.passwordEmpty],
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
  ])('refuses to add %s with the DA §5 message, adding no login', async (_name, body, message) => {
    expect(await add(body)).toEqual(refused(400, message));
    expect(Object.keys(await credentials())).not.toContain('carol');
  });

  it('refuses a username that exists in another case, and the reserved name', async () => {
    expect(await add({ username: 'ALICE', password: 'x' })).toEqual(
      refused(409, MESSAGES.usernameExists),
    );
    expect(await add({ username: ADMIN.username.toUpperCase(), password: 'x' })).toEqual(
      refused(409, MESSAGES.usernameExists),
    );
  });

  it('tells each login’s status: format, Discord link, rights, whitelist, online, reserved', async () => {
    await server.call('POST', ADMIN_API.commandWhitelist, { username: 'bob' });
    const bob = await server.connect('bob', 'bob-pass');
    const users = await statuses();
    expect(users.alice).toEqual({
      enabled: true,
      format: 'legacy',
      discordUserId: null,
      discordStatus: 'none',
      canChat: true,
      canDeploy: true,
      commandWhitelisted: false,
      autoLaunch: true,
      online: false,
      reserved: false,
      createdAt: expect.any(String),
    });
    expect(users.bob).toMatchObject({
      format: 'enhanced',
      discordUserId: DISCORD,
      discordStatus: 'linked',
      commandWhitelisted: true,
      online: true,
    });
    expect(users[ADMIN.username]).toMatchObject({ reserved: true });
    bob.socket.disconnect();
  });

  it('edits a login in place: a new name and password end its sessions and sockets', async () => {
    await add({ username: 'dina', password: 'dina-pass' });
    const before = (await credentials()).dina;
    const dina = await server.connect('dina', 'dina-pass');
    const ending = endingOf(dina.socket);

    expect(
      await edit('dina', { username: 'dora', password: 'dora-pass', discordUserId: DISCORD }),
    ).toEqual({ status: 200, body: { message: MESSAGES.userUpdated } });
    expect(await ending).toEqual([
      `auth_error: ${MESSAGES.sessionInvalid}`,
      'io server disconnect',
    ]);
    const list = await credentials();
    expect(list.dina).toBeUndefined();
    expect(list.dora).toEqual({
      ...before,
      format: 'enhanced',
      discordUserId: DISCORD,
    });
    expect(await loginStatus('dina', 'dina-pass')).toBe(401);
    expect(await loginStatus('dora', 'dina-pass')).toBe(401);
    expect(await loginStatus('dora', 'dora-pass')).toBe(200);
    const socket = server.socket();
    socket.emit('user_connected', { sessionId: dina.sessionId });
    expect(await nextEvent(socket, 'auth_error')).toEqual({ message: MESSAGES.sessionInvalid });
  });

  it("renames a login in groups' invite lists, so its invites still admit it", async () => {
    await add({ username: 'gil', password: 'gil-pass' });
    const admin = await server.app.users.isAdmin(ADMIN.username);
    expect(admin).toBe(true);
    const groups = new GroupsRepository(server.storage.db);
    const creator = (await server.app.auth.resolve(server.admin))?.userId as number;
    await groups.create({
      code: 'GILGROUP',
      name: 'Gil invited',
      inviteOnly: true,
      invitedUsers: ['Gil', 'ned'],
      creatorId: creator,
    });
    expect((await edit('gil', { username: 'gilbert' })).status).toBe(200);
    expect((await groups.find('GILGROUP'))?.invitedUsers).toEqual(['gilbert', 'ned']);
  });

  it('keeps the password and the sessions when only the Discord id changes', async () => {
    const dora = await server.login('dora', 'dora-pass');
    expect((await edit('dora', { username: 'dora', discordUserId: '' })).status).toBe(200);
    expect((await credentials()).dora).toMatchObject({ format: 'legacy', discordUserId: null });
    expect((await server.request('POST', '/api/logout', undefined, dora.sessionId)).status).toBe(
      200,
    );
    expect(await loginStatus('dora', 'dora-pass')).toBe(200);
  });

  it('loses nothing when an edit fails: a taken name changes neither password, id nor sessions', async () => {
    const bob = await server.login('bob', 'bob-pass');
    expect(
      await edit('bob', { username: 'Alice', password: 'stolen-pass', discordUserId: '' }),
    ).toEqual(refused(409, MESSAGES.usernameExists));
    expect((await credentials()).bob).toMatchObject({ format: 'enhanced', discordUserId: DISCORD });
    expect(await loginStatus('bob', 'stolen-pass')).toBe(401);
    expect(await loginStatus('bob', 'bob-pass')).toBe(200);
    // The session deleted inside the transaction came back with the rollback: it still logs out.
    expect((await server.request('POST', '/api/logout', undefined, bob.sessionId)).status).toBe(
      200,
    );
  });

  it('refuses edits of the reserved admin, renames to its name, and unknown logins', async () => {
    expect(await edit(ADMIN.username.toUpperCase(), { username: 'boss' })).toEqual(reserved());
    expect(await edit('alice', { username: ADMIN.username })).toEqual(reserved());
    expect(await edit('nobody', { username: 'nobody' })).toEqual(
      refused(404, MESSAGES.userNotFound),
    );
    expect(await edit('alice', { username: 'alice', format: 'enhanced' })).toEqual(
      refused(400, MESSAGES.discordRequired),
    );
    expect(await loginStatus(ADMIN.username, ADMIN.password)).toBe(200);
  });

  it('never deletes the reserved admin', async () => {
    expect(await server.call('DELETE', ADMIN_API.credential(ADMIN.username.toUpperCase()))).toEqual(
      reserved(),
    );
  });

  it('deletes a login, ends its live sockets and its sessions', async () => {
    await add({ username: 'dave', password: PASSWORD });
    const dave = await server.connect('dave');
    const ending = endingOf(dave.socket);
    expect(await server.call('DELETE', ADMIN_API.credential('dave'))).toEqual({
      status: 200,
      body: { message: MESSAGES.userDeleted },
    });
    expect(await ending).toEqual([
      `auth_error: ${MESSAGES.sessionInvalid}`,
      'io server disconnect',
    ]);
    expect((await server.request('POST', '/api/logout', undefined, dave.sessionId)).status).toBe(
      401,
    );
    expect(await server.call('DELETE', ADMIN_API.credential('dave'))).toEqual(
      refused(404, MESSAGES.userNotFound),
    );
  });
});
