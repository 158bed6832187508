import { getAddress } from 'viem';

const HEX_LETTER_UPPER = /[A-F]/;
const HEX_LETTER_LOWER = /[a-f]/;

/**
 * EIP-55: a 0x address written in mixed case carries a checksum in the case of its letters. Only
 * a mixed-case spelling says anything: all lower or all upper case carries no checksum, so it is
 * never taken as vouched for.
 */
export function checksumMatches(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const digits = address.slice(2);
  if (!HEX_LETTER_UPPER.test(digits) || !HEX_LETTER_LOWER.test(digits)) return false;
  return getAddress(address) === address;
}

/** The EIP-55 spelling of a 0x address (the one wallets and explorers show). */
export function checksummed(address: string): string {
  return getAddress(address);
}
