import { createPublicKey, generateKeyPairSync, type KeyObject, sign, verify } from 'node:crypto';
import bs58 from 'bs58';

// An ed25519 public key as SPKI DER is this fixed prefix and the 32 raw bytes (RFC 8410).
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** A fresh keypair (a new mint): node:crypto signs in about 50 µs, and the secret stays inside. */
export type Ed25519Keypair = {
  /** The 32-byte public key. */
  publicKey: Uint8Array;
  /** base58 of the public key: a Solana address. */
  address: string;
  sign: (message: Uint8Array) => Uint8Array;
};

export function generateEd25519Keypair(): Ed25519Keypair {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = rawPublicKey(publicKey);
  return {
    publicKey: raw,
    address: bs58.encode(raw),
    sign: (message) => new Uint8Array(sign(null, message, privateKey)),
  };
}

function rawPublicKey(key: KeyObject): Uint8Array {
  const der = key.export({ format: 'der', type: 'spki' });
  return new Uint8Array(der.subarray(SPKI_PREFIX.length));
}

/** Whether `signature` is `publicKey`'s ed25519 signature of `message`. */
export function verifyEd25519(
  publicKey: Uint8Array,
  message: Uint8Array,
  signature: Uint8Array,
): boolean {
  if (publicKey.length !== 32 || signature.length !== 64) return false;
  const key = createPublicKey({
    key: Buffer.concat([SPKI_PREFIX, publicKey]),
    format: 'der',
    type: 'spki',
  });
  return verify(null, message, key, signature);
}

/** Whether `text` is base58 for 32 bytes, the form of every Solana address. */
export function isSolanaAddress(text: string): boolean {
  try {
    return bs58.decode(text).length === 32;
  } catch {
    return false;
  }
}
