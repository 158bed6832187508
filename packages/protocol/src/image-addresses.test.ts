import { describe, expect, it } from 'vitest';
import { ImageAddress } from './image-addresses.ts';
import { PostFields } from './post.ts';

const SOLANA = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const base = { address: SOLANA, chain: 'solana', imageUrl: 'https://img.example/a.png' };

describe('ImageAddress', () => {
  it.each([
    ['an unverified Solana address', { ...base, verified: false }],
    ['a verified one with its source', { ...base, verified: true, verifiedBy: 'text' }],
    [
      'a checksummed 0x address with a box',
      {
        ...base,
        address: EVM,
        chain: 'bnb',
        verified: true,
        verifiedBy: 'checksum',
        box: { x: 0, y: 4, width: 300, height: 22 },
      },
    ],
  ])('accepts %s', (_name, value) => {
    expect(ImageAddress.safeParse(value).success).toBe(true);
  });

  it.each([
    ['verified without a source', { ...base, verified: true }],
    ['a source on an unverified address', { ...base, verified: false, verifiedBy: 'chain' }],
    ['an unknown source', { ...base, verified: true, verifiedBy: 'guess' }],
    ['a Solana address on bnb', { ...base, chain: 'bnb', verified: false }],
    ['a base58 run with a 0', { ...base, address: `0${SOLANA.slice(1)}`, verified: false }],
    ['a link that is not http', { ...base, imageUrl: 'javascript:alert(1)', verified: false }],
    ['an empty box', { ...base, verified: false, box: { x: 0, y: 0, width: 0, height: 5 } }],
  ])('refuses %s', (_name, value) => {
    expect(ImageAddress.safeParse(value).success).toBe(false);
  });

  it('rides on a post as imageAddresses', () => {
    const post = {
      id: 'p1',
      author: { handle: 'a' },
      imageAddresses: [{ ...base, verified: false }],
    };
    expect(PostFields.parse(post).imageAddresses).toHaveLength(1);
  });
});
