import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KEY_CIPHER_MESSAGES, KeyCipher, KeyCipherError } from './key-cipher.ts';

const CONTEXT = 'wallet:7:solana:Address1111';

describe('KeyCipher', () => {
  const key = randomBytes(32);
  const cipher = new KeyCipher(key);
  const secret = randomBytes(32);

  it('decrypts what it encrypted', () => {
    expect(cipher.decrypt(cipher.encrypt(secret, CONTEXT), CONTEXT)).toEqual(secret);
  });

  it('stores version 1, a 12-byte IV, a 16-byte tag and the ciphertext, in base64', () => {
    const stored = Buffer.from(cipher.encrypt(secret, CONTEXT), 'base64');
    expect(stored[0]).toBe(1);
    expect(stored.length).toBe(1 + 12 + 16 + secret.length);
    expect(stored.includes(secret)).toBe(false);
  });

  it('uses a fresh IV each time', () => {
    expect(cipher.encrypt(secret, CONTEXT)).not.toBe(cipher.encrypt(secret, CONTEXT));
  });

  const refusals: Array<[string, (stored: Buffer) => Buffer]> = [
    ['a changed ciphertext byte', (b) => flip(b, b.length - 1)],
    ['a changed tag byte', (b) => flip(b, 1 + 12)],
    ['a changed IV byte', (b) => flip(b, 1)],
    ['another version', (b) => Buffer.concat([Buffer.of(2), b.subarray(1)])],
    ['a cut value', (b) => b.subarray(0, 1 + 12 + 16)],
    ['an empty value', () => Buffer.alloc(0)],
  ];
  it.each(refusals)('refuses %s', (_name, tamper) => {
    const stored = Buffer.from(cipher.encrypt(secret, CONTEXT), 'base64');
    const tampered = tamper(stored).toString('base64');
    expect(() => cipher.decrypt(tampered, CONTEXT)).toThrow(
      new KeyCipherError(KEY_CIPHER_MESSAGES.unreadable),
    );
  });

  it('refuses a value encrypted under another key', () => {
    const stored = new KeyCipher(randomBytes(32)).encrypt(secret, CONTEXT);
    expect(() => cipher.decrypt(stored, CONTEXT)).toThrow(KEY_CIPHER_MESSAGES.unreadable);
  });

  it('refuses a value moved to another wallet (its context differs)', () => {
    const stored = cipher.encrypt(secret, CONTEXT);
    expect(() => cipher.decrypt(stored, 'wallet:8:solana:Address1111')).toThrow(
      KEY_CIPHER_MESSAGES.unreadable,
    );
  });

  it.each([16, 31, 33, 0])('refuses a %i-byte key', (length) => {
    expect(() => new KeyCipher(randomBytes(length))).toThrow(KEY_CIPHER_MESSAGES.badKey);
  });

  it('shows no key when logged or inspected', () => {
    expect(JSON.stringify({ cipher })).toBe('{"cipher":"[KeyCipher]"}');
    expect(Object.keys(cipher)).toEqual([]);
  });
});

function flip(bytes: Buffer, at: number): Buffer {
  const copy = Buffer.from(bytes);
  copy[at] = (copy[at] ?? 0) ^ 0x01;
  return copy;
}
