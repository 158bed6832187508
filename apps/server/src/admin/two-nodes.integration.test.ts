import {
  ADMIN_API,
  type AdminSession,
  MESSAGES,
  SESSION_HEADER,
  type UserStatus,
} from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, login, request } from '../../test/http-support.ts';
import type { NodeProcess } from '../../test/node-process-support.ts';
import {
  addUser,
  type Cluster,
  clusterUnavailable,
  nodeSocket,
  startCluster,
} from '../../test/scale-out/support.ts';
import { type ClientSocket, endingOf, nextEvent } from '../../test/server-support.ts';

const skip = clusterUnavailable();
if (skip) console.warn(`Two-node admin tests skipped: ${skip}`);

const PASSWORD = 'cluster-admin-password';

/** The admin on node A acts on users whose sockets are on node B (through the Redis adapter). */
describe.skipIf(skip)('the admin API across two nodes', () => {
  let cluster: Cluster;
  let a: NodeProcess;
  let b: NodeProcess;
  let admin: string;
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    cluster = await startCluster();
    a = await cluster.start('node-a');
    b = await cluster.start('node-b');
    for (const name of ['ann', 'ben', 'cy']) await addUser(a.url, name, PASSWORD);
    admin = (await login(a.url, ADMIN.username, ADMIN.password)).sessionId;
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await cluster?.close();
  });

  const call = async (method: string, path: string, body?: unknown) => {
    const res = await request(a.url, method, path, body, { [SESSION_HEADER]: admin });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  /** Logs `username` in on `node` and opens a socket there; resolves once the session is ready. */
  const online = async (node: NodeProcess, username: string) => {
    const { sessionId } = await login(node.url, username, PASSWORD);
    const socket = nodeSocket(node.url, sessionId);
    sockets.push(socket);
    await nextEvent(socket, 'session_ready');
    return socket;
  };

  it('counts and reaches the users of both nodes with one alert', async () => {
    const ann = await online(a, 'ann');
    const ben = await online(b, 'ben');
    const heard = [nextEvent(ann, 'admin_alert'), nextEvent(ben, 'admin_alert')];
    expect(await call('POST', ADMIN_API.sendAlert, { message: 'Both nodes' })).toEqual({
      status: 200,
      body: { recipientCount: 2, message: 'Alert sent to 2 user(s)' },
    });
    expect(await Promise.all(heard)).toEqual([
      { message: 'Both nodes' },
      { message: 'Both nodes' },
    ]);
  });

  it('sees a socket on the other node as online, in its session and among the active modes', async () => {
    const users = (await call('GET', ADMIN_API.userStatus)).body.users as Record<
      string,
      UserStatus
    >;
    expect(users.ben).toMatchObject({ online: true });
    expect(users.cy).toMatchObject({ online: false });
    const sessions = (await call('GET', ADMIN_API.sessions)).body.sessions as AdminSession[];
    expect(sessions.find((s) => s.username === 'ben')?.connections).toBe(1);
    const modes = (await call('GET', ADMIN_API.chatModes)).body.activeModes;
    expect(modes).toEqual(expect.arrayContaining([{ username: 'ben', chatMode: 'public' }]));
  });

  it('kicks and disables users whose sockets are on the other node', async () => {
    const cy = await online(b, 'cy');
    const ben = await online(b, 'ben');
    const ended = [`auth_error: ${MESSAGES.sessionInvalid}`, 'io server disconnect'];

    const cyEnding = endingOf(cy);
    expect((await call('POST', ADMIN_API.kick('cy'))).body).toMatchObject({
      message: MESSAGES.userKicked,
    });
    expect(await cyEnding).toEqual(ended);

    const benEnding = endingOf(ben);
    expect((await call('POST', ADMIN_API.disableUser, { targetUsername: 'ben' })).status).toBe(200);
    expect(await benEnding).toEqual(ended);
    const refused = await request(b.url, 'POST', '/api/login', {
      username: 'ben',
      password: PASSWORD,
    });
    expect(refused.status).toBe(401);
  });
});
