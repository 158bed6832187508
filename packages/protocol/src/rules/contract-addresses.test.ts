import { describe, expect, it } from 'vitest';
import {
  ADDRESS_TABLE,
  BNB,
  BNB_BROKEN,
  PUMP_33_BYTES,
  SOL_PUMP,
  USDC,
} from '../testing/address-table.ts';
import {
  addressChain,
  detectContractAddresses,
  isEvmAddress,
  isSolanaAddress,
  toChecksumAddress,
} from './contract-addresses.ts';

describe('detectContractAddresses', () => {
  it('has a table of at least 40 candidates', () => {
    expect(ADDRESS_TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(ADDRESS_TABLE)('finds %s', (_name, text, expected) => {
    expect(detectContractAddresses(text).map((a) => [a.address, a.chain])).toEqual(expected);
  });
});

describe('the whole-string checks', () => {
  it('answers a chain for exactly the addresses', () => {
    expect(addressChain(SOL_PUMP)).toBe('solana');
    expect(addressChain(BNB)).toBe('bnb');
    expect(addressChain(BNB_BROKEN)).toBeUndefined();
    expect(addressChain('Letsgoooooooooooooooooooooooooooooooooooo')).toBeUndefined();
  });

  it('spells EIP-55 checksums as the specification does', () => {
    // The EIP's own examples.
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
      expect(isEvmAddress(address)).toBe(true);
    }
  });

  it('takes a Solana key only when it decodes to 32 bytes', () => {
    expect(isSolanaAddress(USDC)).toBe(true);
    expect(isSolanaAddress(PUMP_33_BYTES)).toBe(false);
  });
});
