import type { ImageAddress } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { withImageAddresses } from './post-addresses.ts';

const URL = 'https://img.example/a.png';
const TEXT = { address: '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr', chain: 'solana' } as const;
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const image = (address: string, chain: 'solana' | 'bnb', verified: boolean): ImageAddress =>
  verified
    ? { address, chain, imageUrl: URL, verified, verifiedBy: 'chain' }
    : { address, chain, imageUrl: URL, verified };

describe('withImageAddresses', () => {
  it('adds verified image addresses to the contract addresses, after the text ones', () => {
    const found = [image(EVM, 'bnb', true)];
    const post = withImageAddresses({ contract_addresses: [TEXT] }, found);
    expect(post.contract_addresses).toEqual([TEXT, { address: EVM, chain: 'bnb' }]);
    expect(post.imageAddresses).toEqual(found);
  });

  it('leaves unverified ones out of the contract addresses', () => {
    const unverified = '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R';
    const post = withImageAddresses({ contract_addresses: [] }, [
      image(unverified, 'solana', false),
    ]);
    expect(post.contract_addresses).toEqual([]);
    expect(post.imageAddresses).toHaveLength(1);
  });

  it('adds no address twice: one the text has, or a 0x one in another case', () => {
    const post = withImageAddresses(
      { contract_addresses: [TEXT, { address: EVM.toLowerCase(), chain: 'bnb' }] },
      [image(TEXT.address, 'solana', true), image(EVM, 'bnb', true)],
    );
    expect(post.contract_addresses).toHaveLength(2);
  });

  it('adds no more than the list of contract addresses of a post holds', () => {
    const full = Array.from({ length: 50 }, (_, i) => ({
      address: `0x${String(i).padStart(40, '0')}`,
      chain: 'bnb' as const,
    }));
    const post = withImageAddresses({ contract_addresses: full }, [image(EVM, 'bnb', true)]);
    expect(post.contract_addresses).toHaveLength(50);
    expect(post.imageAddresses).toHaveLength(1);
  });
});
