import { inspect } from 'node:util';
import { eq } from 'drizzle-orm';
import { recoverMessageAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { makeBnbKey, makeSolanaKey, verifiesSolana } from '../../test/wallets/keys-fixture.ts';
import { KEY_CIPHER_MESSAGES, KeyCipherError } from '../secrets/key-cipher.ts';
import { wallets } from '../storage/schema.ts';

const PASSWORD = 'vault-pass';

describe.each(storageKinds())('WalletKeyVault on %s', (kind) => {
  let server: TestServer;
  const userIds: Record<string, number> = {};
  const solana = makeSolanaKey();
  const bnb = makeBnbKey();
  const handles: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of ['alice', 'bob']) {
      await server.addUser(name, PASSWORD);
      const { sessionId } = await server.login(name, PASSWORD);
      userIds[name] = (await server.app.auth.resolve(sessionId))?.userId ?? -1;
    }
    const alice = userIds.alice ?? -1;
    handles.solana = (await server.app.wallets.import(alice, 'solana', solana.base58)).api_key;
    handles.bnb = (await server.app.wallets.import(alice, 'bnb', bnb.hex)).api_key;
    handles.bobs = (
      await server.app.wallets.import(userIds.bob ?? -1, 'solana', makeSolanaKey().base58)
    ).api_key;
  });
  afterAll(() => server.close());

  const signerFor = (user: string, handle: string) =>
    server.app.keyVault.signerFor(userIds[user] ?? -1, handle);

  it.each([
    ["someone else's handle", 'bob', () => handles.solana ?? ''],
    ['an unknown handle', 'alice', () => 'wk_not-a-handle-of-anyone-here'],
    ['a private key in place of a handle', 'alice', () => solana.base58],
    ['an empty handle', 'alice', () => ''],
  ])('answers null for %s', async (_name, user, handle) => {
    expect(await signerFor(user, handle())).toBeNull();
  });

  it('signs with a Solana wallet for its owner', async () => {
    const found = await signerFor('alice', handles.solana ?? '');
    const signer = found?.signer;
    if (signer?.network !== 'solana') throw new Error('expected a Solana signer');
    expect(signer.address).toBe(solana.address);
    const message = Buffer.from('a transaction message');
    expect(verifiesSolana(solana.address, message, signer.sign(message))).toBe(true);
  });

  it('signs with a BNB wallet for its owner', async () => {
    const found = await signerFor('alice', handles.bnb ?? '');
    if (found?.signer.network !== 'bnb') throw new Error('expected a BNB signer');
    expect(found.signer.address).toBe(bnb.address);
    const signature = await found.signer.account.signMessage({ message: 'launch' });
    expect(await recoverMessageAddress({ message: 'launch', signature })).toBe(bnb.address);
  });

  it('shows only network and address when a signer is serialised or inspected', async () => {
    const secrets = [solana.secret.subarray(0, 32).toString('hex'), bnb.hex.slice(2)];
    for (const [handle, address] of [
      [handles.solana, solana.address],
      [handles.bnb, bnb.address],
    ] as const) {
      const found = await signerFor('alice', handle ?? '');
      expect(JSON.parse(JSON.stringify(found))).toMatchObject({ signer: { address } });
      expect(Object.keys(JSON.parse(JSON.stringify(found?.signer)))).toEqual([
        'network',
        'address',
      ]);
      const shown = inspect(found, { depth: 10, showHidden: true });
      for (const secret of secrets) expect(shown).not.toContain(secret);
    }
  });

  it("refuses a key copied into another user's row", async () => {
    const db = server.storage.db;
    const [source] = await db
      .select()
      .from(wallets)
      .where(eq(wallets.handle, handles.solana ?? ''));
    await db
      .update(wallets)
      .set({ encryptedKey: source?.encryptedKey ?? '' })
      .where(eq(wallets.handle, handles.bobs ?? ''));
    await expect(signerFor('bob', handles.bobs ?? '')).rejects.toThrow(
      new KeyCipherError(KEY_CIPHER_MESSAGES.unreadable),
    );
  });
});
