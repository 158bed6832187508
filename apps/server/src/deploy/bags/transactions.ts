import type { SolanaSigner } from '../../wallets/index.ts';
import { LaunchError } from '../launcher.ts';
import { decodeBase58 } from '../solana/base58.ts';
import { BAGS_MESSAGES, type BagsStep } from './messages.ts';

const SIGNATURE_BYTES = 64;
const KEY_BYTES = 32;

/** Solana's compact-u16 at `at`: its value and the offset after it; null past the end. */
function shortVec(bytes: Uint8Array, at: number): [number, number] | null {
  let value = 0;
  for (let i = 0; i < 3; i++) {
    const byte = bytes[at + i];
    if (byte === undefined) return null;
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return [value, at + i + 1];
  }
  return null;
}

/**
 * Where a wire transaction's parts are: the signatures, the message, and the message's fee payer
 * and required signatures (legacy or versioned: a versioned message starts with 0x80 | version).
 * Read in place rather than through web3.js's deserialize and serialize, which cost ~1 ms a
 * transaction here, twice on each Bags click, for what is a fixed layout.
 */
function layout(bytes: Uint8Array) {
  const count = shortVec(bytes, 0);
  if (!count) return null;
  const [signatures, signaturesAt] = count;
  const messageAt = signaturesAt + signatures * SIGNATURE_BYTES;
  const versioned = ((bytes[messageAt] ?? 0) & 0x80) !== 0;
  const headerAt = messageAt + (versioned ? 1 : 0);
  const required = bytes[headerAt];
  const keys = shortVec(bytes, headerAt + 3);
  if (required === undefined || !keys) return null;
  const [keyCount, keysAt] = keys;
  if (keyCount < 1 || keysAt + keyCount * KEY_BYTES > bytes.length) return null;
  if (required < 1 || required > keyCount || signatures !== required) return null;
  return {
    signaturesAt,
    required,
    message: bytes.subarray(messageAt),
    feePayer: bytes.subarray(keysAt, keysAt + KEY_BYTES),
  };
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/**
 * Adds the trader's signature to a transaction Bags built (bs58), keeping any signature Bags put
 * there (the launch transaction carries the mint's). Only a transaction the trader's wallet pays
 * for is signed: the wallet is never lent to someone else's transaction.
 */
export function cosign(encoded: string, signer: SolanaSigner, step: BagsStep): Uint8Array {
  let bytes: Uint8Array;
  try {
    bytes = decodeBase58(encoded);
  } catch {
    throw new LaunchError(BAGS_MESSAGES.malformed(step));
  }
  const parts = layout(bytes);
  if (!parts) throw new LaunchError(BAGS_MESSAGES.malformed(step));
  if (!sameBytes(parts.feePayer, decodeBase58(signer.address)))
    throw new LaunchError(BAGS_MESSAGES.notFeePayer);
  bytes.set(signer.sign(parts.message), parts.signaturesAt);
  for (let i = 0; i < parts.required; i++) {
    const at = parts.signaturesAt + i * SIGNATURE_BYTES;
    if (bytes.subarray(at, at + SIGNATURE_BYTES).every((byte) => byte === 0))
      throw new LaunchError(BAGS_MESSAGES.unsigned);
  }
  return bytes;
}
