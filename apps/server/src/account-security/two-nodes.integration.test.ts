import {
  type ImportWalletResponseBody,
  MESSAGES,
  SESSION_HEADER,
  spendCapReachedMessage,
  type WalletsResponseBody,
} from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePlatforms, startFakePlatforms } from '../../test/deploy/fake-platforms.ts';
import { login, request } from '../../test/http-support.ts';
import type { NodeProcess } from '../../test/node-process-support.ts';
import {
  addUser,
  type Cluster,
  clusterUnavailable,
  nodeSocket,
  startCluster,
} from '../../test/scale-out/support.ts';
import { type ClientSocket, endingOf, nextEvent } from '../../test/server-support.ts';
import { makeSolanaKey } from '../../test/wallets/keys-fixture.ts';

const skip = clusterUnavailable();
if (skip) console.warn(`Two-node account security tests skipped: ${skip}`);

const PASSWORD = 'cluster-security-password';

/** Two nodes on one PostgreSQL and one Redis: caps, revocations and notices hold across them. */
describe.skipIf(skip)('account security across two nodes', () => {
  let cluster: Cluster;
  let a: NodeProcess;
  let b: NodeProcess;
  let platforms: FakePlatforms;
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    cluster = await startCluster();
    // Real launchers on the platforms' fakes: a simulated launch spends nothing, so no cap.
    platforms = await startFakePlatforms();
    a = await cluster.start('node-a', platforms.env);
    b = await cluster.start('node-b', platforms.env);
    await addUser(a.url, 'twin', PASSWORD);
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await cluster?.close();
    await platforms?.close();
  });

  const online = async (node: NodeProcess) => {
    const { sessionId } = await login(node.url, 'twin', PASSWORD);
    const socket = nodeSocket(node.url, sessionId);
    sockets.push(socket);
    await nextEvent(socket, 'session_ready');
    return { sessionId, socket };
  };
  const call = (
    node: NodeProcess,
    sessionId: string,
    method: string,
    path: string,
    body?: unknown,
  ) => request(node.url, method, path, body, { [SESSION_HEADER]: sessionId });

  it('tells a window on the other node of a new login', async () => {
    const onB = await online(b);
    const notice = nextEvent(onB.socket, 'new_login');
    await login(a.url, 'twin', PASSWORD);
    expect(await notice).toMatchObject({ ip: '127.0.0.1' });
  });

  it('holds a wallet’s daily cap across nodes: the sum comes from storage', async () => {
    const onA = await online(a);
    const onB = await online(b);
    const res = await call(a, onA.sessionId, 'POST', '/api/wallets/import', {
      wallet_api: makeSolanaKey().base58,
    });
    const wallet = (await res.json()) as ImportWalletResponseBody;
    if (!wallet.success) throw new Error(wallet.error);
    await call(b, onB.sessionId, 'PUT', `/api/wallets/${wallet.id}/spend-cap`, { dailyCap: 1 });
    const launchOn = (client: { sessionId: string; socket: ClientSocket }, n: number) => {
      const answer = Promise.race([
        nextEvent(client.socket, 'debug_response').then(() => 'launched'),
        nextEvent(client.socket, 'token_error').then((error) => error.error),
      ]);
      client.socket.emit('debug_request', {
        type: 'create_token',
        mode: 'pump',
        name: 'Twin Cat',
        ticker: 'TWIN',
        website: '',
        twitter: '',
        image_type: 'letter',
        image_url: null,
        buy_amount: 0.6,
        api_key: wallet.api_key,
        session_id: client.sessionId,
        axiom: false,
        request_id: `twin_request_${Date.now()}_${n}`,
      });
      return answer;
    };
    // Two clicks at once, one on each node: exactly one passes the cap.
    const answers = await Promise.all([launchOn(onA, 1), launchOn(onB, 2)]);
    expect(answers.filter((answer) => answer === 'launched')).toHaveLength(1);
    expect(answers).toContain(spendCapReachedMessage(0.6, 0.6, 1, 'SOL'));
    const list = await call(b, onB.sessionId, 'GET', '/api/wallets');
    const [listed] = ((await list.json()) as WalletsResponseBody).wallets;
    expect(listed).toMatchObject({ dailyCap: 1, spentToday: 0.6 });
  });

  it('ends the other sessions’ windows on every node', async () => {
    const onB = await online(b);
    const ending = endingOf(onB.socket);
    const here = await login(a.url, 'twin', PASSWORD);
    const res = await call(a, here.sessionId, 'POST', '/api/account/sessions/revoke-others');
    expect(((await res.json()) as { ended: number }).ended).toBeGreaterThanOrEqual(1);
    expect(await ending).toEqual([
      `auth_error: ${MESSAGES.sessionInvalid}`,
      'io server disconnect',
    ]);
    const afterwards = await call(b, onB.sessionId, 'GET', '/api/account/sessions');
    expect(afterwards.status).toBe(401);
  });
});
