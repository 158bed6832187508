import { describe, expect, it } from 'vitest';
import { checksumMatches, checksummed } from './checksum.ts';

// EIP-55's own examples.
const RIGHT = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('checksumMatches', () => {
  it('vouches for a mixed-case address whose checksum matches', () => {
    expect(checksumMatches(RIGHT)).toBe(true);
    expect(checksumMatches('0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359')).toBe(true);
  });

  it.each([
    ['one letter of the wrong case', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
    ['one character misread (B for 8)', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeB'],
    ['all lower case, which carries no checksum', RIGHT.toLowerCase()],
    ['all upper case, which carries no checksum', `0x${RIGHT.slice(2).toUpperCase()}`],
    ['digits only, which carries no checksum', '0x1234567890123456789012345678901234567890'],
    ['not an address', '0x5aAeb6053F3E94C9b9A09f'],
    // A right checksum with 5 letters: a misread would pass 1 time in 32, too often to vouch.
    ['a right checksum of too few letters', '0x55d398326f99059fF775485246999027B3197955'],
  ])('refuses %s', (_name, address) => {
    expect(checksumMatches(address)).toBe(false);
  });
});

describe('checksummed', () => {
  it('spells an address the EIP-55 way', () => {
    expect(checksummed(RIGHT.toLowerCase())).toBe(RIGHT);
  });
});
