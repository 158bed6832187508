import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import {
  classifyPrivateKey,
  normalizeBnbKey,
  WALLET_MESSAGES,
  type WalletNetwork,
} from '@launchdeck/protocol';
import bs58 from 'bs58';
import { privateKeyToAccount } from 'viem/accounts';

/**
 * A pasted private key, understood: its network, the address derived from it (never the
 * client's word), and the 32 secret bytes to keep (the Solana ed25519 seed, the BNB secp256k1 key).
 */
export type ImportedKey = { network: WalletNetwork; address: string; secret: Buffer };

export type KeyImport = { ok: true; key: ImportedKey } | { ok: false; error: string };

const refuse = (error: string): KeyImport => ({ ok: false, error });

/**
 * The ed25519 private key object for a 32-byte seed. Imported as a JWK (about 30 µs) rather than
 * PKCS#8 DER (about 330 µs in OpenSSL 3's decoder), since the vault does this once per launch.
 * Node derives the key pair from `d` alone; `x` (the claimed public key) must be present but is
 * not trusted: callers compare solanaPublicKey of the result with what they expect.
 */
export function solanaKeyObject(seed: Uint8Array, claimedPublicKey: Uint8Array): KeyObject {
  const d = Buffer.from(seed).toString('base64url');
  const x = Buffer.from(claimedPublicKey).toString('base64url');
  return createPrivateKey({ key: { kty: 'OKP', crv: 'Ed25519', d, x }, format: 'jwk' });
}

/** The 32-byte ed25519 public key of a private key object. */
export function solanaPublicKey(privateKey: KeyObject): Buffer {
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  return Buffer.from(jwk.x ?? '', 'base64url');
}

/** solana-keygen's file form: a JSON array of the 64 secret-key bytes. */
function keygenArrayBytes(text: string): Uint8Array | null {
  if (!text.startsWith('[')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const isByte = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 255;
  if (!Array.isArray(parsed) || !parsed.every(isByte)) return null;
  return Uint8Array.from(parsed as number[]);
}

function base58Bytes(text: string): Uint8Array | null {
  try {
    return bs58.decode(text);
  } catch {
    return null;
  }
}

/** DA §5: a Solana key is a base58 64-byte secret (seed | public key) whose halves agree. */
export function parseSolanaKey(text: string): KeyImport {
  const trimmed = text.trim();
  const bytes = keygenArrayBytes(trimmed) ?? base58Bytes(trimmed);
  if (bytes?.length !== 64) return refuse(WALLET_MESSAGES.solanaKeyMalformed);
  const seed = Buffer.from(bytes.subarray(0, 32));
  const claimed = bytes.subarray(32);
  const publicKey = solanaPublicKey(solanaKeyObject(seed, claimed));
  if (!publicKey.equals(claimed)) return refuse(WALLET_MESSAGES.solanaKeyMismatch);
  return { ok: true, key: { network: 'solana', address: bs58.encode(publicKey), secret: seed } };
}

/** The checksummed 0x address of a BNB (secp256k1) key, or null when the key is out of range. */
export function bnbAddress(secret: Uint8Array): `0x${string}` | null {
  try {
    return privateKeyToAccount(`0x${Buffer.from(secret).toString('hex')}`).address;
  } catch {
    return null;
  }
}

/** DA §5: a BNB key is 64 hex digits, with or without 0x, in the curve's range (not zero). */
export function parseBnbKey(text: string): KeyImport {
  if (classifyPrivateKey(text) !== 'bnb') return refuse(WALLET_MESSAGES.bnbKeyMalformed);
  const secret = Buffer.from(normalizeBnbKey(text).slice(2), 'hex');
  const address = bnbAddress(secret);
  if (!address) return refuse(WALLET_MESSAGES.bnbKeyInvalid);
  return { ok: true, key: { network: 'bnb', address, secret } };
}

/**
 * A key pasted into one network's import (DA §7: /import is Solana, /import_bnb is BNB). A key of
 * the other network is refused with a sentence naming the right import.
 */
export function parseKeyFor(network: WalletNetwork, text: string): KeyImport {
  const looksBnb = classifyPrivateKey(text) === 'bnb';
  if (network === 'solana') {
    return looksBnb ? refuse(WALLET_MESSAGES.bnbKeyOnSolana) : parseSolanaKey(text);
  }
  if (looksBnb) return parseBnbKey(text);
  // A real Solana key gets pointed to its import; anything else is simply not a BNB key.
  return parseSolanaKey(text).ok
    ? refuse(WALLET_MESSAGES.solanaKeyOnBnb)
    : refuse(WALLET_MESSAGES.bnbKeyMalformed);
}
