import { getAddress } from 'viem';

const HEX_LETTER_UPPER = /[A-F]/;
const HEX_LETTER_LOWER = /[a-f]/;

/**
 * The letters a spelling must hold for its checksum to vouch for it. Each letter's case is one
 * check bit, so a misread passes by chance with probability 2^-letters, times the alternatives
 * tried (up to 8): with 16 letters, 1 in 8,192 misreads; with 5, 1 in 4. Fewer letters than this
 * and the address waits for another source.
 */
export const CHECKSUM_MIN_LETTERS = 16;

/**
 * EIP-55: a 0x address written in mixed case carries a checksum in the case of its letters. Only
 * a mixed-case spelling with enough letters says anything: all lower or all upper case carries no
 * checksum, and a few letters too weak a one, so neither is taken as vouched for.
 */
export function checksumMatches(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const digits = address.slice(2);
  if (!HEX_LETTER_UPPER.test(digits) || !HEX_LETTER_LOWER.test(digits)) return false;
  if ((digits.match(/[a-fA-F]/g)?.length ?? 0) < CHECKSUM_MIN_LETTERS) return false;
  return getAddress(address) === address;
}

/** The EIP-55 spelling of a 0x address (the one wallets and explorers show). */
export function checksummed(address: string): string {
  return getAddress(address);
}
