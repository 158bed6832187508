const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGITS = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DIGITS[ALPHABET.charCodeAt(i)] = i;

/** Nine base58 digits make a number a double holds exactly (58^9 < 2^53). */
const CHUNK_DIGITS = 9;
const CHUNK_BASE = 58n ** 9n;
const LEADING_ZERO = ALPHABET.charCodeAt(0);

/**
 * base58 (Bitcoin's alphabet, Solana's) to bytes, the same bytes bs58.decode answers, and the
 * same refusal of any other character. bs58 works digit by digit across the whole output, so its
 * time grows with the square of the length: 3.5 to 5 ms for a 1.2 KB transaction on our 2-core
 * machine, and Bags hands its transactions over as base58 on the click's path. Here nine digits
 * at a time are read into a number and folded into a BigInt, whose arithmetic is native: some
 * 70 µs for the same transaction.
 */
export function decodeBase58(text: string): Uint8Array {
  let zeros = 0;
  while (zeros < text.length && text.charCodeAt(zeros) === LEADING_ZERO) zeros++;
  let value = 0n;
  let i = zeros;
  // The first chunk takes what is left over, so every later one has nine digits.
  let end = zeros + ((text.length - zeros) % CHUNK_DIGITS || CHUNK_DIGITS);
  while (i < text.length) {
    let chunk = 0;
    for (; i < end; i++) {
      const digit = DIGITS[text.charCodeAt(i)] ?? -1;
      if (digit < 0) throw new Error('Non-base58 character');
      chunk = chunk * 58 + digit;
    }
    value = value * CHUNK_BASE + BigInt(chunk);
    end += CHUNK_DIGITS;
  }
  if (value === 0n) return new Uint8Array(zeros);
  const hex = value.toString(16);
  const bytes = Buffer.from(hex.length % 2 === 0 ? hex : `0${hex}`, 'hex');
  const decoded = new Uint8Array(zeros + bytes.length);
  decoded.set(bytes, zeros);
  return decoded;
}
