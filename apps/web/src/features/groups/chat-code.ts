import { LIMITS } from '@launchdeck/protocol';

/** FC §5: the code is 8 uppercase letters or digits. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
// The largest multiple of 36 below 256: bytes at or above it are dropped so every character is
// equally likely (a plain `byte % 36` would favour A–D).
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

export type FillRandom = (bytes: Uint8Array) => Uint8Array;

const cryptoFill: FillRandom = (bytes) => crypto.getRandomValues(bytes);

/** FC §5: a random chat code, generated on the client from the browser's CSPRNG. */
export function generateChatCode(fillRandom: FillRandom = cryptoFill): string {
  let code = '';
  while (code.length < LIMITS.chatCodeLength) {
    for (const byte of fillRandom(new Uint8Array(LIMITS.chatCodeLength * 2))) {
      if (byte >= UNBIASED_LIMIT) continue;
      code += ALPHABET[byte % ALPHABET.length];
      if (code.length === LIMITS.chatCodeLength) break;
    }
  }
  return code;
}

/** FC §2: the join input keeps uppercase letters and digits only, at most 8. */
export function normaliseChatCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, LIMITS.chatCodeLength);
}
