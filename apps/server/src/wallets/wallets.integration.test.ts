import {
  DeleteWalletResponseBody,
  ImportWalletResponseBody,
  MESSAGES,
  WALLET_LIMITS,
  WALLET_MESSAGES,
  WalletsResponseBody,
} from '@launchdeck/protocol';
import bs58 from 'bs58';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import {
  type BnbTestKey,
  makeBnbKey,
  makeSolanaKey,
  type SolanaTestKey,
} from '../../test/wallets/keys-fixture.ts';
import { WALLET_IMPORT_RATE_LIMIT } from './routes.ts';

const PASSWORD = 'wallets-pass';
const SOLANA = '/api/wallets/import';
const BNB = '/api/wallets/import_bnb';

/** Every text form a key could leak in. */
function keyForms(key: SolanaTestKey | BnbTestKey): string[] {
  if ('base58' in key) {
    return [
      key.base58,
      key.jsonArray,
      key.secret.toString('hex'),
      key.secret.subarray(0, 32).toString('hex'),
      bs58.encode(key.secret.subarray(0, 32)),
      key.secret.toString('base64'),
      key.secret.subarray(0, 32).toString('base64'),
    ];
  }
  return [key.hex.slice(2), key.secret.toString('base64'), bs58.encode(key.secret)];
}

describe.each(storageKinds())('wallets on %s', (kind) => {
  let server: TestServer;
  const sessions: Record<string, string> = {};
  const userIds: Record<string, number> = {};
  /** Every answer body the server sent in these tests, to search for key material. */
  const answers: string[] = [];
  const keys: Array<SolanaTestKey | BnbTestKey> = [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of ['alice', 'bob', 'carol', 'dave']) {
      await server.addUser(name, PASSWORD);
      const { sessionId } = await server.login(name, PASSWORD);
      sessions[name] = sessionId;
      const session = await server.app.auth.resolve(sessionId);
      userIds[name] = session?.userId ?? -1;
    }
  });
  afterAll(() => server.close());

  async function call(method: string, path: string, body: unknown, user?: string) {
    const res = await server.request(method, path, body, user ? sessions[user] : undefined);
    const text = await res.text();
    answers.push(text);
    return { status: res.status, body: JSON.parse(text) as unknown };
  }
  const importKey = (path: string, walletApi: unknown, user = 'alice') =>
    call('POST', path, { wallet_api: walletApi }, user);
  const solanaKey = () => {
    const key = makeSolanaKey();
    keys.push(key);
    return key;
  };
  const bnbKey = () => {
    const key = makeBnbKey();
    keys.push(key);
    return key;
  };

  const solA = solanaKey();
  const solB = solanaKey();
  const bnbA = bnbKey();
  const bnbB = bnbKey();

  it.each([
    ['a base58 Solana key', SOLANA, () => solA.base58, solA.address, 'solana'],
    ['a solana-keygen JSON array', SOLANA, () => solB.jsonArray, solB.address, 'solana'],
    ['a 0x BNB key', BNB, () => bnbA.hex, bnbA.address, 'bnb'],
    ['a bare-hex BNB key', BNB, () => bnbB.hex.slice(2).toUpperCase(), bnbB.address, 'bnb'],
  ])('imports %s with the address derived from it', async (_name, path, text, address, network) => {
    const before = Date.now();
    const { status, body } = await importKey(path, text());
    expect(status).toBe(200);
    const answer = ImportWalletResponseBody.parse(body);
    expect(answer).toMatchObject({ success: true, wallet_address: address, network });
    if (!answer.success) return;
    expect(answer.api_key).toMatch(/^wk_[A-Za-z0-9_-]{32}$/);
    expect(Date.parse(answer.created_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ['the same Solana key again', SOLANA, () => solA.base58],
    ['the same Solana key in its JSON form', SOLANA, () => solA.jsonArray],
    ['the same BNB key without 0x', BNB, () => bnbA.hex.slice(2)],
  ])('refuses %s as already imported', async (_name, path, text) => {
    expect(await importKey(path, text())).toEqual({
      status: 409,
      body: { success: false, error: WALLET_MESSAGES.alreadyImported },
    });
  });

  it('imports one key once when the same import arrives five times at once', async () => {
    const key = solanaKey();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => importKey(SOLANA, key.base58, 'carol')),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const { body } = await call('GET', '/api/wallets', undefined, 'carol');
    expect(WalletsResponseBody.parse(body).wallets.map((w) => w.address)).toEqual([key.address]);
  });

  it('lets another user import the same key as their own wallet', async () => {
    const { status, body } = await importKey(SOLANA, solA.base58, 'bob');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, wallet_address: solA.address });
  });

  const mismatched = () =>
    bs58.encode(Buffer.concat([solA.secret.subarray(0, 32), solB.secret.subarray(32)]));
  const garbage: Array<[string, string, () => unknown, string]> = [
    ['an empty key', SOLANA, () => '', WALLET_MESSAGES.keyRequired],
    ['a blank key', BNB, () => '   \n', WALLET_MESSAGES.keyRequired],
    ['a missing key', SOLANA, () => undefined, WALLET_MESSAGES.keyRequired],
    ['a numeric key', SOLANA, () => 12345, WALLET_MESSAGES.keyRequired],
    ['words', SOLANA, () => 'my secret key', WALLET_MESSAGES.solanaKeyMalformed],
    [
      'an overlong key',
      SOLANA,
      () => 'a'.repeat(WALLET_LIMITS.keyMax + 1),
      WALLET_MESSAGES.solanaKeyMalformed,
    ],
    [
      'an overlong BNB key',
      BNB,
      () => 'a'.repeat(WALLET_LIMITS.keyMax + 1),
      WALLET_MESSAGES.bnbKeyMalformed,
    ],
    ['mismatched halves', SOLANA, mismatched, WALLET_MESSAGES.solanaKeyMismatch],
    ['a Solana address', SOLANA, () => solA.address, WALLET_MESSAGES.solanaKeyMalformed],
    ['a BNB key on the Solana import', SOLANA, () => bnbA.hex, WALLET_MESSAGES.bnbKeyOnSolana],
    ['a Solana key on the BNB import', BNB, () => solA.base58, WALLET_MESSAGES.solanaKeyOnBnb],
    ['the zero BNB key', BNB, () => `0x${'0'.repeat(64)}`, WALLET_MESSAGES.bnbKeyInvalid],
    ['words on the BNB import', BNB, () => 'my secret key', WALLET_MESSAGES.bnbKeyMalformed],
  ];
  it.each(garbage)('refuses %s with its sentence', async (_name, path, text, error) => {
    expect(await importKey(path, text(), 'bob')).toEqual({
      status: 400,
      body: { success: false, error },
    });
  });

  it('refuses a body that is not an object', async () => {
    const { status, body } = await call('POST', SOLANA, [solA.base58], 'bob');
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: MESSAGES.bodyNotObject });
  });

  it.each([
    ['POST', SOLANA, { wallet_api: solA.base58 }],
    ['POST', BNB, { wallet_api: bnbA.hex }],
    ['GET', '/api/wallets', undefined],
    ['DELETE', '/api/wallets/some-id', undefined],
  ])('needs a session for %s %s', async (method, path, payload) => {
    expect(await call(method, path, payload)).toEqual({
      status: 401,
      body: { success: false, error: MESSAGES.notLoggedIn },
    });
    const res = await server.request(method, path, payload, 'not-a-session');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, error: MESSAGES.sessionInvalid });
  });

  it("lists one's own wallets, oldest first, without their keys", async () => {
    const { status, body } = await call('GET', '/api/wallets', undefined, 'alice');
    expect(status).toBe(200);
    const { wallets } = WalletsResponseBody.parse(body);
    expect(wallets.map((w) => [w.network, w.address])).toEqual([
      ['solana', solA.address],
      ['solana', solB.address],
      ['bnb', bnbA.address],
      ['bnb', bnbB.address],
    ]);
    for (const wallet of wallets) {
      expect(Object.keys(wallet).sort()).toEqual([
        'address',
        'api_key',
        'created_at',
        'dailyCap',
        'id',
        'network',
        'spentToday',
      ]);
    }
  });

  it('keeps at most WALLET_LIMITS.perUserMax wallets a user', async () => {
    const dave = userIds.dave ?? -1;
    for (let i = 0; i < WALLET_LIMITS.perUserMax; i++) {
      await server.app.wallets.import(dave, 'bnb', makeBnbKey().hex);
    }
    expect(await importKey(SOLANA, solanaKey().base58, 'dave')).toEqual({
      status: 409,
      body: { success: false, error: WALLET_MESSAGES.tooMany },
    });
  });

  it('limits imports to WALLET_IMPORT_RATE_LIMIT.max a minute per session', async () => {
    const { sessionId } = await server.login('dave', PASSWORD);
    const bursts = [];
    for (let i = 0; i < WALLET_IMPORT_RATE_LIMIT.max; i++) {
      bursts.push((await server.request('POST', BNB, { wallet_api: 'x' }, sessionId)).status);
    }
    expect(bursts).toEqual(Array(WALLET_IMPORT_RATE_LIMIT.max).fill(400));
    const res = await server.request('POST', SOLANA, { wallet_api: 'x' }, sessionId);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ success: false, error: WALLET_MESSAGES.rateLimited });
  });

  async function walletsOf(user: string) {
    const { body } = await call('GET', '/api/wallets', undefined, user);
    return WalletsResponseBody.parse(body).wallets;
  }

  it("deletes one's own wallet only", async () => {
    const [wallet] = await walletsOf('alice');
    if (!wallet) throw new Error('alice has no wallet');
    const path = `/api/wallets/${wallet.id}`;
    const vault = server.app.keyVault;
    expect(await vault.signerFor(userIds.bob ?? -1, wallet.api_key)).toBeNull();
    expect(await vault.signerFor(userIds.alice ?? -1, wallet.api_key)).not.toBeNull();
    expect(await call('DELETE', path, undefined, 'bob')).toEqual({
      status: 404,
      body: { success: false, error: WALLET_MESSAGES.notFound },
    });
    expect((await walletsOf('alice')).map((w) => w.id)).toContain(wallet.id);
    const { status, body } = await call('DELETE', path, undefined, 'alice');
    expect(status).toBe(200);
    expect(DeleteWalletResponseBody.parse(body)).toEqual({
      success: true,
      message: WALLET_MESSAGES.deleted,
    });
    expect((await walletsOf('alice')).map((w) => w.id)).not.toContain(wallet.id);
    expect(await vault.signerFor(userIds.alice ?? -1, wallet.api_key)).toBeNull();
    expect(await call('DELETE', path, undefined, 'alice')).toEqual({
      status: 404,
      body: { success: false, error: WALLET_MESSAGES.notFound },
    });
  });

  it('sent no key material in any answer', () => {
    expect(answers.length).toBeGreaterThan(30); // imports, refusals and lists were all read
    for (const key of keys) {
      for (const form of keyForms(key)) {
        const leaks = answers.filter((answer) => answer.toLowerCase().includes(form.toLowerCase()));
        expect(leaks).toEqual([]);
      }
    }
  });
});
