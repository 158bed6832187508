import {
  ADMIN_API,
  type CreateTokenInput,
  type ImportWalletResponseBody,
  ACCOUNT_SECURITY_MESSAGES as SAY,
  type ServerWallet,
  spendCapReachedMessage,
  WALLET_MESSAGES,
  type WalletsResponseBody,
} from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableTwoFactor, testClock, totpCodeAt } from '../../test/account-security/support.ts';
import { type ChatClient, connectChatUser, emitRaw, PASSWORD } from '../../test/chat/support.ts';
import { chainLaunchers } from '../../test/deploy/support.ts';
import { ADMIN, nextEvent, startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { makeSolanaKey } from '../../test/wallets/keys-fixture.ts';

let requests = 0;

describe.each(storageKinds())('step-up and spend caps on %s', (kind) => {
  const clock = testClock();
  let server: TestServer;
  let trader: ChatClient;
  let secret: string;

  const code = () => {
    clock.nextStep();
    return totpCodeAt(secret, clock.ms());
  };
  const importWallet = async (body: Record<string, unknown>) => {
    const res = await server.request('POST', '/api/wallets/import', body, trader.sessionId);
    return { status: res.status, body: (await res.json()) as ImportWalletResponseBody };
  };
  const setCap = async (id: string, body: Record<string, unknown>) => {
    const res = await server.request('PUT', `/api/wallets/${id}/spend-cap`, body, trader.sessionId);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const walletsNow = async () => {
    const res = await server.request('GET', '/api/wallets', undefined, trader.sessionId);
    return ((await res.json()) as WalletsResponseBody).wallets;
  };
  const launch = async (over: Partial<CreateTokenInput>, by: ChatClient = trader) => {
    const answer = Promise.race([
      nextEvent(by.socket, 'debug_response').then(() => 'launched'),
      nextEvent(by.socket, 'token_error').then((error) => error.error),
    ]);
    requests += 1;
    emitRaw(by.socket, 'debug_request', {
      type: 'create_token',
      mode: 'pump',
      name: 'Cap Cat',
      ticker: 'CAP',
      website: '',
      twitter: '',
      image_type: 'letter',
      image_url: null,
      buy_amount: 0.4,
      session_id: by.sessionId,
      axiom: false,
      request_id: `cap_request_${Date.now()}_${requests}`,
      ...over,
    });
    return answer;
  };

  beforeAll(async () => {
    // Real launches only: a simulated one spends nothing and counts against no cap.
    server = await startTestServer(
      kind,
      {},
      { now: clock.now, launchers: chainLaunchers().launchers },
    );
    await server.addUser('capper', PASSWORD);
    trader = await connectChatUser(server, 'capper');
  });
  afterAll(() => server.close());

  let walletId: string;
  let handle: string;

  it('needs no code for wallet changes while 2FA is off', async () => {
    const imported = await importWallet({ wallet_api: makeSolanaKey().base58 });
    expect(imported.status).toBe(200);
    if (!imported.body.success) throw new Error(imported.body.error);
    expect(imported.body).toMatchObject({ dailyCap: null, spentToday: 0 });
    walletId = imported.body.id;
    handle = imported.body.api_key;
    expect((await setCap(walletId, { dailyCap: 5 })).status).toBe(200);
    expect((await setCap(walletId, { dailyCap: null })).status).toBe(200);
  });

  it('asks for a current code to import or delete a wallet once 2FA is on', async () => {
    clock.nextStep();
    ({ secret } = await enableTwoFactor(server.url, trader.sessionId, clock.ms()));
    const key = makeSolanaKey().base58;
    const bare = await importWallet({ wallet_api: key });
    expect(bare).toEqual({ status: 401, body: { success: false, error: SAY.stepUpRequired } });
    const wrong = await importWallet({ wallet_api: key, code: '000000' });
    expect(wrong).toEqual({ status: 401, body: { success: false, error: SAY.stepUpWrong } });
    const good = await importWallet({ wallet_api: key, code: code() });
    expect(good.status).toBe(200);
    if (!good.body.success) throw new Error(good.body.error);

    const path = `/api/wallets/${good.body.id}`;
    const noCode = await server.request('DELETE', path, undefined, trader.sessionId);
    expect(noCode.status).toBe(401);
    expect(await noCode.json()).toEqual({ success: false, error: SAY.stepUpRequired });
    const deleted = await server.request('DELETE', path, { code: code() }, trader.sessionId);
    expect(await deleted.json()).toEqual({ success: true, message: WALLET_MESSAGES.deleted });
  });

  it('sets or lowers a cap without a code, and raises or removes it only with one', async () => {
    const first = await setCap(walletId, { dailyCap: 1 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: walletId, dailyCap: 1, spentToday: 0 });
    expect((await setCap(walletId, { dailyCap: 0.9 })).body).toMatchObject({ dailyCap: 0.9 });
    expect(await setCap(walletId, { dailyCap: 2 })).toEqual({
      status: 401,
      body: { success: false, error: SAY.stepUpRequired },
    });
    expect(await setCap(walletId, { dailyCap: null, code: '000000' })).toEqual({
      status: 401,
      body: { success: false, error: SAY.stepUpWrong },
    });
    expect((await setCap(walletId, { dailyCap: 1, code: code() })).body).toMatchObject({
      dailyCap: 1,
    });
    expect(await setCap(walletId, { dailyCap: 0 })).toEqual({
      status: 400,
      body: { success: false, error: SAY.capPositive },
    });
    expect(await setCap('no-such-wallet', { dailyCap: 1 })).toEqual({
      status: 404,
      body: { success: false, error: WALLET_MESSAGES.notFound },
    });
  });

  it('refuses the launch that would pass the daily cap, before anything is signed', async () => {
    expect(await launch({ api_key: handle, buy_amount: 0.4 })).toBe('launched');
    expect(await launch({ api_key: handle, buy_amount: 0.4 })).toBe('launched');
    expect(await launch({ api_key: handle, buy_amount: 0.4 })).toBe(
      spendCapReachedMessage(0.4, 0.8, 1, 'SOL'),
    );
    const [wallet] = (await walletsNow()).filter((w) => w.id === walletId) as [ServerWallet];
    expect(wallet).toMatchObject({ dailyCap: 1, spentToday: 0.8 });
  });

  it('checks a cap set after the form was prepared, and counts a prepared click', async () => {
    const imported = await importWallet({ wallet_api: makeSolanaKey().base58, code: code() });
    if (!imported.body.success) throw new Error(imported.body.error);
    const prepared = imported.body;
    const prepare = () =>
      emitRaw(trader.socket, 'prepare_launch', {
        session_id: trader.sessionId,
        api_key: prepared.api_key,
        mode: 'pump',
      });
    prepare();
    expect(await launch({ api_key: prepared.api_key, buy_amount: 0.3 })).toBe('launched');
    expect((await setCap(prepared.id, { dailyCap: 0.5 })).status).toBe(200);
    prepare();
    expect(await launch({ api_key: prepared.api_key, buy_amount: 0.3 })).toBe(
      spendCapReachedMessage(0.3, 0.3, 0.5, 'SOL'),
    );
  });

  it('counts each token of a multi-deploy', async () => {
    expect((await setCap(walletId, { dailyCap: 2, code: code() })).status).toBe(200);
    expect(await launch({ api_key: handle, buy_amount: 0.5, multi_deploy: 3 })).toBe(
      spendCapReachedMessage(1.5, 0.8, 2, 'SOL'),
    );
    expect(await launch({ api_key: handle, buy_amount: 0.4, multi_deploy: 3 })).toBe('launched');
    const [wallet] = (await walletsNow()).filter((w) => w.id === walletId) as [ServerWallet];
    expect(wallet.spentToday).toBeCloseTo(2);
  });

  it('refuses launches while the administrator requires 2FA and the trader has none', async () => {
    await server.addUser('lax', PASSWORD);
    const lax = await connectChatUser(server, 'lax');
    const res = await server.request(
      'POST',
      '/api/wallets/import',
      { wallet_api: makeSolanaKey().base58 },
      lax.sessionId,
    );
    const imported = (await res.json()) as ImportWalletResponseBody;
    if (!imported.success) throw new Error(imported.error);
    const admin = (await server.login(ADMIN.username, ADMIN.password)).sessionId;
    await server.request('POST', ADMIN_API.requireTwoFactor, { required: true }, admin);
    expect(await launch({ api_key: imported.api_key }, lax)).toBe(SAY.setupRequired);
    // The trader with 2FA on still launches.
    expect(await launch({ api_key: handle, buy_amount: 0 })).toBe('launched');
    await server.request('POST', ADMIN_API.requireTwoFactor, { required: false }, admin);
    expect(await launch({ api_key: imported.api_key }, lax)).toBe('launched');
    lax.socket.disconnect();
  });

  it('limits wallet changes to 20 a minute per session', async () => {
    const { sessionId } = await server.login('lax', PASSWORD);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await server.request(
        'DELETE',
        '/api/wallets/no-such-wallet',
        undefined,
        sessionId,
      );
      statuses.push(res.status);
      if (res.status === 429)
        expect(await res.json()).toEqual({ success: false, error: SAY.walletChangesRateLimited });
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
