import { ADMIN_API, MESSAGES, type UserStatus } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminTestServer,
  PASSWORD,
  refused,
  reserved,
  startAdminTestServer,
} from '../../../test/admin/support.ts';
import { ADMIN, endingOf } from '../../../test/server-support.ts';
import { storageKinds } from '../../../test/storage/support.ts';

const DISCORD = '12345678901234567';

describe.each(storageKinds())('admin user access on %s', (kind) => {
  let server: AdminTestServer;
  beforeAll(async () => {
    server = await startAdminTestServer(kind, ['ida', 'jon']);
  });
  afterAll(() => server.close());

  const post = (path: string, body: unknown) => server.call('POST', path, body);
  const status = async (username: string) =>
    ((await server.call('GET', ADMIN_API.userStatus)).body.users as Record<string, UserStatus>)[
      username
    ];
  const loginStatus = async (username: string) =>
    (await server.request('POST', '/api/login', { username, password: PASSWORD })).status;

  it('disables a login: its sockets see their session end, its next login is refused', async () => {
    const first = await server.connect('ida');
    const second = await server.connect('ida');
    const endings = [endingOf(first.socket), endingOf(second.socket)];
    expect(await post(ADMIN_API.disableUser, { targetUsername: 'IDA' })).toEqual({
      status: 200,
      body: { message: MESSAGES.userDisabled },
    });
    const ended = [`auth_error: ${MESSAGES.sessionInvalid}`, 'io server disconnect'];
    expect(await Promise.all(endings)).toEqual([ended, ended]);
    expect(
      await server.request('POST', '/api/login', { username: 'ida', password: PASSWORD }),
    ).toMatchObject({ status: 401 });
    expect(await status('ida')).toMatchObject({ enabled: false, online: false });

    expect(await post(ADMIN_API.enableUser, { targetUsername: 'ida' })).toEqual({
      status: 200,
      body: { message: MESSAGES.userEnabled },
    });
    // Enabling lets it log in again; the sessions that were ended stay ended.
    expect(await loginStatus('ida')).toBe(200);
    expect((await server.request('POST', '/api/logout', undefined, first.sessionId)).status).toBe(
      401,
    );
    expect(await status('ida')).toMatchObject({ enabled: true });
  });

  it('turns chat and deploy permission off and on, with the server’s sentences', async () => {
    expect(
      await post(ADMIN_API.toggleChatPermission, { targetUsername: 'jon', canChat: false }),
    ).toEqual({ status: 200, body: { message: MESSAGES.canChatDisabled } });
    expect(
      await post(ADMIN_API.toggleDeployPermission, { targetUsername: 'jon', canDeploy: false }),
    ).toEqual({ status: 200, body: { message: MESSAGES.canDeployDisabled } });
    expect(await status('jon')).toMatchObject({ canChat: false, canDeploy: false });
    expect(
      await post(ADMIN_API.toggleChatPermission, { targetUsername: 'jon', canChat: true }),
    ).toEqual({ status: 200, body: { message: MESSAGES.canChatEnabled } });
    expect(
      await post(ADMIN_API.toggleDeployPermission, { targetUsername: 'jon', canDeploy: true }),
    ).toEqual({ status: 200, body: { message: MESSAGES.canDeployEnabled } });
    expect(await status('jon')).toMatchObject({ canChat: true, canDeploy: true });
    expect(
      await post(ADMIN_API.toggleChatPermission, { targetUsername: 'jon', canChat: 'no' }),
    ).toEqual(refused(400, 'canChat must be true or false'));
    expect(await post(ADMIN_API.toggleDeployPermission, { targetUsername: 'jon' })).toEqual(
      refused(400, 'canDeploy must be true or false'),
    );
  });

  it('sets a Discord id, making a legacy login enhanced (DA §4)', async () => {
    expect(await status('jon')).toMatchObject({ format: 'legacy', discordStatus: 'none' });
    expect(
      await post(ADMIN_API.setDiscordId, { targetUsername: 'jon', discordUserId: ` ${DISCORD} ` }),
    ).toEqual({ status: 200, body: { message: MESSAGES.discordIdSet } });
    expect(await status('jon')).toMatchObject({
      format: 'enhanced',
      discordUserId: DISCORD,
      discordStatus: 'linked',
    });
  });

  it.each([
    [{ targetUsername: 'jon' }, MESSAGES.usernameDiscordRequired],
    [{ targetUsername: '', discordUserId: DISCORD }, MESSAGES.usernameDiscordRequired],
    [{ targetUsername: 'jon', discordUserId: '1234' }, MESSAGES.discordInvalid],
    [{ targetUsername: 'jon', discordUserId: '<b>1</b>' }, MESSAGES.discordInvalid],
  ])('refuses the Discord id body %j with the DA §5 message', async (body, message) => {
    expect(await post(ADMIN_API.setDiscordId, body)).toEqual(refused(400, message));
  });

  it.each([
    [ADMIN_API.enableUser, {}],
    [ADMIN_API.disableUser, {}],
    [ADMIN_API.toggleChatPermission, { canChat: false }],
    [ADMIN_API.toggleDeployPermission, { canDeploy: false }],
    [ADMIN_API.setDiscordId, { discordUserId: DISCORD }],
  ])('%s refuses the reserved admin and unknown logins', async (path, extra) => {
    expect(await post(path, { targetUsername: ADMIN.username.toUpperCase(), ...extra })).toEqual(
      reserved(),
    );
    expect(await post(path, { targetUsername: 'nobody', ...extra })).toEqual(
      refused(404, MESSAGES.userNotFound),
    );
  });

  it('asks for the target with the DA §5 sentence', async () => {
    expect(await post(ADMIN_API.disableUser, {})).toEqual(refused(400, MESSAGES.usernameEmpty));
    expect(await post(ADMIN_API.enableUser, { targetUsername: '  ' })).toEqual(
      refused(400, MESSAGES.usernameEmpty),
    );
  });

  it('left the reserved admin as it was', async () => {
    expect(await status(ADMIN.username)).toMatchObject({
      enabled: true,
      canChat: true,
      canDeploy: true,
      format: 'legacy',
      reserved: true,
    });
    expect((await server.login(ADMIN.username, ADMIN.password)).isAdmin).toBe(true);
  });
});
