import {
  type CreateTokenInput,
  DEPLOY_MESSAGES,
  type ImportWalletResponseBody,
  TokenCreateResult,
} from '@launchdeck/protocol';
import bs58 from 'bs58';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatClient,
  collect,
  connectChatUser,
  emitRaw,
  PASSWORD,
} from '../../test/chat/support.ts';
import { answersLaunch } from '../../test/deploy/support.ts';
import {
  ADMIN,
  nextEvent,
  startTestServer,
  type TestServer,
  waitForEvent,
} from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { makeBnbKey, makeSolanaKey } from '../../test/wallets/keys-fixture.ts';
import { LaunchesRepository } from '../launches/repository.ts';
import { UsersRepository } from '../users/repository.ts';
import { sniffImageType } from './images/image-types.ts';

const solanaKey = makeSolanaKey();
const bnbKey = makeBnbKey();

let requestCount = 0;
const newRequestId = () => `req_${Date.now()}_${requestCount++}`;

describe.each(storageKinds())('create_token over the socket on %s', (kind) => {
  let server: TestServer;
  let ann: ChatClient;
  let annSolana: string;
  let annBnb: string;
  let benSolana: string;
  let adminSession: string;

  const importKey = async (sessionId: string, path: string, key: string) => {
    const response = await server.request('POST', path, { wallet_api: key }, sessionId);
    const body = (await response.json()) as ImportWalletResponseBody;
    if (!body.success) throw new Error(body.error);
    return body.api_key;
  };

  const request = (over: Partial<CreateTokenInput> = {}): CreateTokenInput => ({
    type: 'create_token',
    mode: 'pump',
    name: 'Moon Cat',
    ticker: 'MOONCAT',
    website: 'https://mooncat.example',
    twitter: 'https://x.com/mooncat/status/1',
    image_type: null,
    image_url: 'https://pbs.twimg.com/media/cat.jpg',
    buy_amount: 0.5,
    api_key: annSolana,
    session_id: ann.sessionId,
    axiom: false,
    request_id: newRequestId(),
    ...over,
  });

  /** Sends a request and resolves with its first answer, a result or an error. */
  /**
   * Emits a launch and resolves with its own answer: one for another request id (a repeated
   * click's, answered late under load) is not taken for it.
   */
  const launch = async (payload: CreateTokenInput) => {
    const mine = answersLaunch(payload);
    const answer = Promise.race([
      waitForEvent(ann.socket, 'debug_response', mine).then((result) => ({ result })),
      waitForEvent(ann.socket, 'token_error', mine).then((error) => ({ error: error.error })),
    ]);
    emitRaw(ann.socket, 'debug_request', payload);
    return answer;
  };

  const rowOf = async (requestId: string | undefined) => {
    const user = await new UsersRepository(server.storage.db).findByUsername('ann');
    return new LaunchesRepository(server.storage.db).find(user?.id ?? -1, requestId ?? '');
  };
  /** The launch's row once its outcome is written, which happens after the answer is sent. */
  const settledRow = async (requestId: string | undefined) => {
    await expect
      .poll(async () => (await rowOf(requestId))?.status, { timeout: 5000 })
      .toMatch(/^(confirmed|failed)$/);
    return rowOf(requestId);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.addUser('ann', PASSWORD);
    await server.addUser('ben', PASSWORD);
    ann = await connectChatUser(server, 'ann');
    const ben = await server.login('ben', PASSWORD);
    annSolana = await importKey(ann.sessionId, '/api/wallets/import', solanaKey.base58);
    annBnb = await importKey(ann.sessionId, '/api/wallets/import_bnb', bnbKey.hex);
    benSolana = await importKey(ben.sessionId, '/api/wallets/import', makeSolanaKey().base58);
    adminSession = (await server.login(ADMIN.username, ADMIN.password)).sessionId;
  });
  afterAll(() => server.close());

  it('launches on pump and answers a simulated success with a fresh mint', async () => {
    const payload = request();
    const { result } = (await launch(payload)) as { result: TokenCreateResult };
    expect(TokenCreateResult.parse(result)).toMatchObject({
      type: 'token_create_success',
      name: 'Moon Cat',
      ticker: 'MOONCAT',
      mode: 'pump',
      simulated: true,
      message: DEPLOY_MESSAGES.simulated,
      request_id: payload.request_id,
    });
    expect(bs58.decode(result.address)).toHaveLength(32);
    expect(result.axiomUrl).toBe(`https://axiom.trade/t/${result.address}?chain=sol`);
  });

  it('stores the launch with its outcome, mint and stage timings', async () => {
    const payload = request({ name: 'Stored Cat', ticker: 'SCAT' });
    const { result } = (await launch(payload)) as { result: TokenCreateResult };
    const row = await settledRow(payload.request_id);
    expect(row).toMatchObject({
      mode: 'pump',
      name: 'Stored Cat',
      ticker: 'SCAT',
      status: 'confirmed',
      addresses: [result.address],
      twitter: 'https://x.com/mooncat/status/1',
      image: 'https://pbs.twimg.com/media/cat.jpg',
    });
    expect(Object.keys(row?.timings ?? {})).toEqual(
      expect.arrayContaining(['validated', 'metadata', 'prepared', 'signed', 'sent']),
    );
  });

  it('serves the token metadata it launched with', async () => {
    const payload = request({
      name: 'Meta Cat',
      ticker: 'META',
      image_url: null,
      image_type: 'ascii',
    });
    await launch(payload);
    const row = await settledRow(payload.request_id);
    const uri = new URL(row?.metadataUri ?? '');
    const json = (await (await fetch(`${server.url}${uri.pathname}`)).json()) as { image: string };
    expect(json).toMatchObject({
      name: 'Meta Cat',
      symbol: 'META',
      twitter: 'https://x.com/mooncat/status/1',
      website: 'https://mooncat.example',
    });
    const image = await fetch(
      `${server.url}${new URL(json.image).pathname}${new URL(json.image).search}`,
    );
    expect(json.image).toContain('/api/token-images/ascii.png?name=Meta%20Cat');
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(sniffImageType(new Uint8Array(await image.arrayBuffer()))).toBe('image/png');
  });

  it('launches a double click once', async () => {
    const payload = request({ name: 'Double Cat', ticker: 'DBL' });
    const results = collect(ann.socket, 'debug_response');
    const first = launch(payload);
    emitRaw(ann.socket, 'debug_request', payload);
    await first;
    // A later request proves the server has handled both copies of the double click.
    await launch(request({ name: 'After Cat', ticker: 'AFTER' }));
    // The repeat is answered with the first click's outcome: the same one mint, sent once.
    const answers = results.filter((r) => r.request_id === payload.request_id);
    expect(answers).toHaveLength(2);
    expect(new Set(answers.map((r) => r.address)).size).toBe(1);
    const user = await new UsersRepository(server.storage.db).findByUsername('ann');
    const rows = await new LaunchesRepository(server.storage.db).listFor(user?.id ?? -1);
    expect(rows.filter((r) => r.requestId === payload.request_id)).toHaveLength(1);
  });

  it('launches multi_deploy with distinct mints', async () => {
    const results = collect(ann.socket, 'debug_response');
    const payload = request({ multi_deploy: 3 });
    await launch(payload);
    await launch(request({ name: 'After Cat', ticker: 'AFTER' }));
    const mints = results.filter((r) => r.request_id === payload.request_id).map((r) => r.address);
    expect(new Set(mints).size).toBe(3);
  });

  it('launches on bnb with a BNB wallet and answers a 0x address', async () => {
    const { result } = (await launch(
      request({ mode: 'bnb', api_key: annBnb, gwei: 5, name: 'Bnb Cat', ticker: 'BNBCAT' }),
    )) as { result: TokenCreateResult };
    expect(result).toMatchObject({ type: 'token_create_success', mode: 'bnb', simulated: true });
    expect(result.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it.each([
    [{ mode: 'bnb', name: 'x'.repeat(21) }, DEPLOY_MESSAGES.bnbCharLimit],
    [{ name: 'x'.repeat(33) }, 'Name must be at most 32 characters'],
    [{ mode: 'bags', multi_deploy: 2 }, DEPLOY_MESSAGES.multiDeployNotAllowed],
    [{ mode: 'bnb' }, DEPLOY_MESSAGES.wrongWalletNetwork('bnb')],
  ] as const)('refuses %j with the exact sentence', async (over, message) => {
    const overrides: Partial<CreateTokenInput> = { ...over };
    if (overrides.mode === 'bnb' && overrides.name) overrides.api_key = annBnb;
    expect(await launch(request(overrides))).toEqual({ error: message });
  });

  it("refuses another user's wallet", async () => {
    expect(await launch(request({ api_key: benSolana }))).toEqual({
      error: DEPLOY_MESSAGES.walletNotYours,
    });
  });

  it('refuses without a session, in the words of the spec', async () => {
    const socket = server.socket();
    const answer = nextEvent(socket, 'token_error');
    emitRaw(socket, 'debug_request', request({ session_id: 'not-a-session' }));
    expect(await answer).toEqual({ error: DEPLOY_MESSAGES.loginToDeploy });
    socket.disconnect();
  });

  it('refuses a user without deploy permission, then launches once it is given back', async () => {
    const toggle = (canDeploy: boolean) =>
      server.request(
        'POST',
        '/api/admin/toggle-deploy-permission',
        { targetUsername: 'ann', canDeploy },
        adminSession,
      );
    expect((await toggle(false)).status).toBe(200);
    expect(await launch(request())).toEqual({ error: DEPLOY_MESSAGES.noPermission });
    expect((await toggle(true)).status).toBe(200);
    expect(await launch(request())).toMatchObject({ result: { type: 'token_create_success' } });
  });

  it('lets only the admin toggle deploy permission', async () => {
    const response = await server.request(
      'POST',
      '/api/admin/toggle-deploy-permission',
      { targetUsername: 'ben', canDeploy: false },
      ann.sessionId,
    );
    expect(response.status).toBe(403);
  });

  it('never sends the private key in any socket event', async () => {
    const seen: string[] = [];
    ann.socket.onAny((event, payload) => seen.push(`${event} ${JSON.stringify(payload)}`));
    await launch(request());
    await launch(request({ api_key: benSolana }));
    const text = seen.join('\n');
    for (const secret of [solanaKey.base58, solanaKey.secret.toString('hex'), bnbKey.hex.slice(2)])
      expect(text).not.toContain(secret);
  });

  describe('prepared before the click (prepare_launch)', () => {
    const prepare = async (apiKey: string) => {
      emitRaw(ann.socket, 'prepare_launch', {
        session_id: ann.sessionId,
        api_key: apiKey,
        mode: 'pump',
      });
      // The socket handles its events in order: an answered launch after it means it was done.
      await launch(request({ name: 'Warm Up', ticker: 'WARM', api_key: annBnb, mode: 'bnb' }));
    };
    it('launches from the prepared wallet and records its outcome', async () => {
      await prepare(annSolana);
      const payload = request({ name: 'Warm Cat', ticker: 'WCAT' });
      expect(await launch(payload)).toMatchObject({ result: { type: 'token_create_success' } });
      await expect.poll(async () => (await rowOf(payload.request_id))?.status).toBe('confirmed');
    });

    it('does not launch a finished click again', async () => {
      await prepare(annSolana);
      const payload = request({ name: 'Once Cat', ticker: 'ONCE' });
      const results = collect(ann.socket, 'debug_response');
      await launch(payload);
      emitRaw(ann.socket, 'debug_request', payload);
      await launch(request({ name: 'After Cat', ticker: 'AFTER' }));
      // Answered with the first launch's outcome: its mint again, nothing sent a second time.
      const answers = results.filter((r) => r.request_id === payload.request_id);
      expect(answers.map((r) => r.address)).toEqual([answers[0]?.address, answers[0]?.address]);
    });

    it('forgets a prepared wallet once the admin withdraws the right to deploy', async () => {
      await prepare(annSolana);
      const toggle = (canDeploy: boolean) =>
        server.request(
          'POST',
          '/api/admin/toggle-deploy-permission',
          { targetUsername: 'ann', canDeploy },
          adminSession,
        );
      await toggle(false);
      expect(await launch(request())).toEqual({ error: DEPLOY_MESSAGES.noPermission });
      await toggle(true);
    });

    it('forgets a prepared wallet once it is deleted', async () => {
      const handle = await importKey(ann.sessionId, '/api/wallets/import', makeSolanaKey().base58);
      await prepare(handle);
      const listed = await server.request('GET', '/api/wallets', undefined, ann.sessionId);
      const { wallets } = (await listed.json()) as { wallets: { id: string; api_key: string }[] };
      const id = wallets.find((w) => w.api_key === handle)?.id ?? '';
      expect(
        (await server.request('DELETE', `/api/wallets/${id}`, undefined, ann.sessionId)).status,
      ).toBe(200);
      expect(await launch(request({ api_key: handle }))).toEqual({
        error: DEPLOY_MESSAGES.walletNotYours,
      });
    });

    it("prepares nothing with another user's wallet", async () => {
      await prepare(benSolana);
      expect(await launch(request({ api_key: benSolana }))).toEqual({
        error: DEPLOY_MESSAGES.walletNotYours,
      });
    });
  });
});
