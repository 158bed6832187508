import { ADMIN_API } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminTestServer,
  PASSWORD,
  startAdminTestServer,
} from '../../../test/admin/support.ts';
import { ADMIN, endingOf, nextEvent } from '../../../test/server-support.ts';
import { storageKinds } from '../../../test/storage/support.ts';

describe.each(storageKinds())('deploy permission with the session on %s', (kind) => {
  let server: AdminTestServer;
  beforeAll(async () => {
    server = await startAdminTestServer(kind, ['kim', 'lee', 'max']);
  });
  afterAll(() => server.close());

  const setCanDeploy = (targetUsername: string, canDeploy: boolean) =>
    server.call('POST', ADMIN_API.toggleDeployPermission, { targetUsername, canDeploy });

  /** A socket of a login, resolved with its session_ready. */
  const ready = async (username: string, password = PASSWORD) => {
    const { sessionId } = await server.login(username, password);
    const socket = server.socket({ sessionId });
    return { socket, sessionReady: await nextEvent(socket, 'session_ready') };
  };

  it('arrives with the session: on for new logins and always for the admin', async () => {
    expect((await ready('lee')).sessionReady).toMatchObject({ username: 'lee', canDeploy: true });
    expect((await ready(ADMIN.username, ADMIN.password)).sessionReady).toMatchObject({
      username: ADMIN.username,
      canDeploy: true,
    });
  });

  it('reaches every open window of the user when the admin toggles it, and no one else', async () => {
    expect((await setCanDeploy('kim', false)).status).toBe(200);
    const first = await ready('kim');
    const second = await ready('kim');
    const other = await ready('lee');
    expect(first.sessionReady).toMatchObject({ username: 'kim', canDeploy: false });

    const told = [
      nextEvent(first.socket, 'deploy_access'),
      nextEvent(second.socket, 'deploy_access'),
    ];
    const otherTold = nextEvent(other.socket, 'deploy_access');
    expect((await setCanDeploy('kim', true)).status).toBe(200);
    expect(await Promise.all(told)).toEqual([{ canDeploy: true }, { canDeploy: true }]);

    // lee's first deploy_access is its own change: kim's never reached it.
    expect((await setCanDeploy('lee', false)).status).toBe(200);
    expect(await otherTold).toEqual({ canDeploy: false });

    const withdrawn = nextEvent(first.socket, 'deploy_access');
    expect((await setCanDeploy('kim', false)).status).toBe(200);
    expect(await withdrawn).toEqual({ canDeploy: false });
    // A reconnect reads it afresh with the session.
    first.socket.disconnect().connect();
    expect(await nextEvent(first.socket, 'session_ready')).toMatchObject({
      username: 'kim',
      canDeploy: false,
    });
  });

  it('tells the windows of a disabled login it may not deploy before their session ends', async () => {
    const { socket } = await ready('max');
    const heard: string[] = [];
    socket.on('deploy_access', ({ canDeploy }) => heard.push(`deploy_access: ${canDeploy}`));
    const ending = endingOf(socket);
    expect(
      (await server.call('POST', ADMIN_API.disableUser, { targetUsername: 'max' })).status,
    ).toBe(200);
    await ending;
    expect(heard).toEqual(['deploy_access: false']);
  });
});
