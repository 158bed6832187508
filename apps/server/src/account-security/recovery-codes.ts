import { randomInt } from 'node:crypto';
import { ACCOUNT_SECURITY_LIMITS } from '@launchdeck/protocol';
import { hashPassword, verifyPassword } from '../secrets/secrets.ts';

// No 0/o, 1/l/i: a code read off paper is typed back without guessing.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

const part = () =>
  Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten fresh codes, `xxxxx-xxxxx` (about 49 bits each), shown to the trader once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: ACCOUNT_SECURITY_LIMITS.recoveryCodes }, () => `${part()}-${part()}`);
}

/** A code as typed: lowercase, the dash optional. */
export function normalizeRecoveryCode(code: string): string {
  const plain = code.toLowerCase().replace(/-/g, '');
  return plain.length === HALF * 2 ? `${plain.slice(0, HALF)}-${plain.slice(HALF)}` : plain;
}

/** Stored as argon2id, like passwords: a stolen table holds no usable code. */
export const hashRecoveryCode = (code: string): Promise<string> =>
  hashPassword(normalizeRecoveryCode(code));

/** The id of the stored code `code` matches, else undefined. */
export async function matchRecoveryCode(
  stored: readonly { id: number; codeHash: string }[],
  code: string,
): Promise<number | undefined> {
  const typed = normalizeRecoveryCode(code);
  if (!/^[a-z0-9]{5}-[a-z0-9]{5}$/.test(typed)) return undefined;
  for (const row of stored) if (await verifyPassword(row.codeHash, typed)) return row.id;
  return undefined;
}
