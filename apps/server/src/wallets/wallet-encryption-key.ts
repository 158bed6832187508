import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const WALLET_KEY_FILE = 'wallet-encryption.key';

export class WalletKeyFileError extends Error {}

type KeyConfig = { walletEncryptionKey?: Buffer | undefined; dataDir: string };

const HEX_KEY = /^[0-9a-f]{64}$/i;

/**
 * The key wallet keys are encrypted under (DESIGN "Wallet keys"): WALLET_ENCRYPTION_KEY when set,
 * else DATA_DIR/wallet-encryption.key (32 random bytes as hex), created on the first start with
 * mode 0600 and reused after. A damaged file stops the start: a new key would make every stored
 * wallet unreadable. A file others may read is tightened to 0600 and `warn` is told.
 */
export async function loadWalletEncryptionKey(
  config: KeyConfig,
  warn: (message: string) => void = () => {},
): Promise<Buffer> {
  if (config.walletEncryptionKey) return config.walletEncryptionKey;
  const file = path.join(config.dataDir, WALLET_KEY_FILE);
  const existing = await readKeyFile(file, warn);
  if (existing) return existing;
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  try {
    // 'wx': two processes starting on one fresh folder keep one key, the first one written.
    await writeFile(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const written = await readKeyFile(file, warn);
    if (written) return written;
  }
  return key;
}

async function readKeyFile(file: string, warn: (message: string) => void): Promise<Buffer | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const hex = text.trim();
  if (!HEX_KEY.test(hex)) {
    throw new WalletKeyFileError(
      `${file} is damaged: it must hold 64 hex characters (a 32-byte key). Restore it from a ` +
        'backup, or set WALLET_ENCRYPTION_KEY to the key; without it the imported wallets cannot ' +
        'be decrypted.',
    );
  }
  const { mode } = await stat(file);
  if ((mode & 0o077) !== 0) {
    await chmod(file, 0o600);
    warn(`${file} was readable by other users; its mode is now 0600`);
  }
  return Buffer.from(hex, 'hex');
}
