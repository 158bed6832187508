import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WALLET_MESSAGES, WalletsResponseBody } from '@launchdeck/protocol';
import bs58 from 'bs58';
import { recoverMessageAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, login, request, sessionHeader } from '../../test/http-support.ts';
import { type NodeProcess, startNodeProcess } from '../../test/node-process-support.ts';
import { freePort } from '../../test/process-support.ts';
import { makeBnbKey, makeSolanaKey, verifiesSolana } from '../../test/wallets/keys-fixture.ts';
import { KeyCipher } from '../secrets/key-cipher.ts';
import { openStorage } from '../storage/database.ts';
import { UsersRepository } from '../users/repository.ts';
import { WalletsRepository } from './repository.ts';
import { WalletKeyVault } from './vault.ts';
import { WALLET_KEY_FILE } from './wallet-encryption-key.ts';

/**
 * DESIGN "Wallet keys": a real server process, logging everything (trace), imports keys over
 * HTTP; afterwards no log line and no file of its data folder holds a key in any form, and after
 * a restart on the same folder the stored keys still sign.
 */
describe('wallet keys in a running server', () => {
  let dataDir: string;
  let node: NodeProcess | undefined;
  const logs: string[] = [];
  const solana = makeSolanaKey();
  const solanaFromArray = makeSolanaKey();
  const bnb = makeBnbKey();
  const seeds = [solana, solanaFromArray].map((key) => key.secret.subarray(0, 32));

  /** Every text and byte form of the three keys. */
  const texts = [
    solana.base58,
    solanaFromArray.base58,
    solanaFromArray.jsonArray,
    solana.jsonArray,
    bnb.hex.slice(2),
    ...[solana, solanaFromArray].map((key) => key.secret.toString('hex')),
    ...seeds.map((seed) => seed.toString('hex')),
    ...seeds.map((seed) => bs58.encode(seed)),
  ];
  const bytes = [solana.secret, solanaFromArray.secret, ...seeds, bnb.secret];

  async function start(): Promise<NodeProcess> {
    node = await startNodeProcess('wallets', await freePort(), {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'trace',
      // Embedded storage in DATA_DIR, and the key generated there, whatever the caller's setup.
      DATABASE_URL: '',
      REDIS_URL: '',
      WALLET_ENCRYPTION_KEY: '',
    });
    return node;
  }
  async function stop(): Promise<void> {
    if (!node) return;
    node.kill('SIGTERM');
    expect(await node.exited).toBe(0);
    logs.push(node.output());
    node = undefined;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wallet-secrets-'));
  });
  afterAll(async () => {
    node?.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  const handles: Record<string, string> = {};

  it('imports keys over HTTP, refuses misplaced ones, and lists them', {
    timeout: 120_000,
  }, async () => {
    const { url } = await start();
    const { sessionId } = await login(url, ADMIN.username, ADMIN.password);
    const post = async (route: string, body: unknown) => {
      const res = await request(url, 'POST', route, body, sessionHeader(sessionId));
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const imports: Array<[string, string, string]> = [
      ['/api/wallets/import', solana.base58, solana.address],
      ['/api/wallets/import', solanaFromArray.jsonArray, solanaFromArray.address],
      ['/api/wallets/import_bnb', bnb.hex, bnb.address],
    ];
    for (const [route, key, address] of imports) {
      const { status, body } = await post(route, { wallet_api: key });
      expect(status).toBe(200);
      expect(body.wallet_address).toBe(address);
      handles[address] = String(body.api_key);
    }
    // Refusals carrying a key in their body take the error paths; they must not log it either.
    expect(await post('/api/wallets/import', { wallet_api: solana.base58 })).toEqual({
      status: 409,
      body: { success: false, error: WALLET_MESSAGES.alreadyImported },
    });
    expect(await post('/api/wallets/import', { wallet_api: bnb.hex })).toEqual({
      status: 400,
      body: { success: false, error: WALLET_MESSAGES.bnbKeyOnSolana },
    });
    expect(await post('/api/wallets/import_bnb', { wallet_api: solana.base58 })).toEqual({
      status: 400,
      body: { success: false, error: WALLET_MESSAGES.solanaKeyOnBnb },
    });
    expect((await post('/api/wallets/import', `{"wallet_api": "${solana.base58}"`)).status).toBe(
      400,
    );
    expect((await post('/api/wallets/import', { wallet_api: [solana.base58] })).status).toBe(400);

    const res = await request(url, 'GET', '/api/wallets', undefined, sessionHeader(sessionId));
    const { wallets } = WalletsResponseBody.parse(await res.json());
    expect(wallets.map((w) => w.address)).toEqual([
      solana.address,
      solanaFromArray.address,
      bnb.address,
    ]);
    await stop();
  });

  it('wrote no key to the log, though it logged the requests', () => {
    const output = logs.join('\n');
    expect(output).toContain('"url":"/api/wallets/import_bnb"');
    const lines = output.split('\n');
    for (const text of texts) {
      expect(lines.filter((line) => line.includes(text))).toEqual([]);
    }
  });

  it('keeps no key in plain text in any file of the data folder', async () => {
    const files = await filesUnder(dataDir);
    expect(files.length).toBeGreaterThan(10); // the embedded database is there
    for (const file of files) {
      const content = await readFile(file);
      for (const text of texts) expect(content.includes(text), `${file}: ${text}`).toBe(false);
      for (const raw of bytes) expect(content.includes(raw), file).toBe(false);
    }
  });

  it('keeps the generated key in a 0600 file', async () => {
    const file = path.join(dataDir, WALLET_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs with the stored keys after a restart on the same folder', {
    timeout: 120_000,
  }, async () => {
    const keyFile = await readFile(path.join(dataDir, WALLET_KEY_FILE), 'utf8');
    const { url } = await start();
    const { sessionId } = await login(url, ADMIN.username, ADMIN.password);
    const res = await request(url, 'GET', '/api/wallets', undefined, sessionHeader(sessionId));
    const { wallets } = WalletsResponseBody.parse(await res.json());
    expect(wallets.map((w) => w.api_key)).toEqual(Object.values(handles));
    await stop();
    expect(await readFile(path.join(dataDir, WALLET_KEY_FILE), 'utf8')).toBe(keyFile);

    // The restarted server's storage and key file, read the way the server reads them.
    const storage = await openStorage({ kind: 'pglite', dir: path.join(dataDir, 'pglite') });
    try {
      const admin = await new UsersRepository(storage.db).findByUsername(ADMIN.username);
      const vault = new WalletKeyVault({
        repo: new WalletsRepository(storage.db),
        cipher: new KeyCipher(Buffer.from(keyFile.trim(), 'hex')),
      });
      const userId = admin?.id ?? -1;
      const message = Buffer.from('a transaction message');
      for (const key of [solana, solanaFromArray]) {
        const found = await vault.signerFor(userId, handles[key.address] ?? '');
        if (found?.signer.network !== 'solana') throw new Error('expected a Solana signer');
        expect(verifiesSolana(key.address, message, found.signer.sign(message))).toBe(true);
      }
      const found = await vault.signerFor(userId, handles[bnb.address] ?? '');
      if (found?.signer.network !== 'bnb') throw new Error('expected a BNB signer');
      const signature = await found.signer.account.signMessage({ message: 'launch' });
      expect(await recoverMessageAddress({ message: 'launch', signature })).toBe(bnb.address);
    } finally {
      await storage.close();
    }
  });

  it('refuses to start on a damaged key file, naming it', { timeout: 120_000 }, async () => {
    const file = path.join(dataDir, WALLET_KEY_FILE);
    await writeFile(file, 'not a key\n');
    await expect(start()).rejects.toThrow(`${file} is damaged`);
  });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
