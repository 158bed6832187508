import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  loadWalletEncryptionKey,
  WALLET_KEY_FILE,
  WalletKeyFileError,
} from './wallet-encryption-key.ts';

describe('loadWalletEncryptionKey', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'wallet-key-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

  it('answers the configured key and writes no file', async () => {
    const configured = randomBytes(32);
    const key = await loadWalletEncryptionKey({ walletEncryptionKey: configured, dataDir: root });
    expect(key).toBe(configured);
    await expect(stat(path.join(root, WALLET_KEY_FILE))).rejects.toThrow('ENOENT');
  });

  it('creates a 0600 key file (and its folder) on the first start, and reuses it', async () => {
    const dataDir = path.join(root, 'data', 'nested');
    const first = await loadWalletEncryptionKey({ dataDir });
    const file = path.join(dataDir, WALLET_KEY_FILE);
    expect(first.length).toBe(32);
    expect(await modeOf(file)).toBe(0o600);
    expect(await readFile(file, 'utf8')).toBe(`${first.toString('hex')}\n`);
    const second = await loadWalletEncryptionKey({ dataDir });
    expect(second).toEqual(first);
  });

  it('keeps one key when two starts race on a fresh folder', async () => {
    const [a, b] = await Promise.all([
      loadWalletEncryptionKey({ dataDir: root }),
      loadWalletEncryptionKey({ dataDir: root }),
    ]);
    const onDisk = await readFile(path.join(root, WALLET_KEY_FILE), 'utf8');
    expect(a.toString('hex')).toBe(onDisk.trim());
    expect(b.toString('hex')).toBe(onDisk.trim());
  });

  it('tightens a key file others may read to 0600 and says so', async () => {
    const file = path.join(root, WALLET_KEY_FILE);
    const hex = randomBytes(32).toString('hex');
    await writeFile(file, hex);
    await chmod(file, 0o644);
    const warnings: string[] = [];
    const key = await loadWalletEncryptionKey({ dataDir: root }, (m) => warnings.push(m));
    expect(key.toString('hex')).toBe(hex);
    expect(await modeOf(file)).toBe(0o600);
    expect(warnings).toEqual([`${file} was readable by other users; its mode is now 0600`]);
  });

  it.each([
    ['empty', ''],
    ['63 hex digits', 'a'.repeat(63)],
    ['not hex', 'z'.repeat(64)],
    ['base64', randomBytes(32).toString('base64')],
  ])('stops on a damaged key file (%s), naming it', async (_name, content) => {
    const file = path.join(root, WALLET_KEY_FILE);
    await writeFile(file, content, { mode: 0o600 });
    await expect(loadWalletEncryptionKey({ dataDir: root })).rejects.toThrow(
      new WalletKeyFileError(
        `${file} is damaged: it must hold 64 hex characters (a 32-byte key). Restore it from a ` +
          'backup, or set WALLET_ENCRYPTION_KEY to the key; without it the imported wallets ' +
          'cannot be decrypted.',
      ),
    );
    expect(await readFile(file, 'utf8')).toBe(content);
  });
});
