import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Wallet keys at rest (DESIGN "Wallet keys"): AES-256-GCM under one 32-byte key. A stored value
 * is base64 of version byte 1 | 12-byte IV | 16-byte tag | ciphertext. The caller's `context`
 * (the owner and address) is authenticated too, so a ciphertext copied into another row does not
 * decrypt there.
 */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

export const KEY_CIPHER_MESSAGES = {
  badKey: 'The wallet encryption key must be exactly 32 bytes',
  unreadable:
    'A stored wallet key could not be decrypted: it was damaged, or encrypted under another WALLET_ENCRYPTION_KEY',
} as const;

export class KeyCipherError extends Error {}

export class KeyCipher {
  // A private field: a logged or inspected cipher shows no key.
  readonly #key: Buffer;

  constructor(key: Uint8Array) {
    if (key.length !== 32) throw new KeyCipherError(KEY_CIPHER_MESSAGES.badKey);
    this.#key = Buffer.from(key);
  }

  encrypt(plain: Uint8Array, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([Buffer.of(VERSION), iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** The plain bytes; a wrong key, another context or any changed byte throws KeyCipherError. */
  decrypt(stored: string, context: string): Buffer {
    const bytes = Buffer.from(stored, 'base64');
    if (bytes.length <= HEADER_BYTES || bytes[0] !== VERSION) {
      throw new KeyCipherError(KEY_CIPHER_MESSAGES.unreadable);
    }
    const iv = bytes.subarray(1, 1 + IV_BYTES);
    const tag = bytes.subarray(1 + IV_BYTES, HEADER_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.#key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    try {
      return Buffer.concat([decipher.update(bytes.subarray(HEADER_BYTES)), decipher.final()]);
    } catch {
      throw new KeyCipherError(KEY_CIPHER_MESSAGES.unreadable);
    }
  }

  toJSON(): string {
    return '[KeyCipher]';
  }
}
