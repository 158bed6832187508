import { describe, expect, it } from 'vitest';
import { ImageAddress } from './image-addresses.ts';
import { PostFields } from './post.ts';

const SOLANA = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const TWIN = '7xKXtq2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
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
    [
      'an unverified address with a did you mean',
      { ...base, verified: false, didYouMean: { address: TWIN, verifiedBy: 'text' } },
    ],
    [
      'an address wrapped over two lines',
      {
        ...base,
        verified: false,
        box: { x: 0, y: 0, width: 300, height: 44 },
        boxes: [
          { x: 0, y: 0, width: 300, height: 20 },
          { x: 0, y: 24, width: 120, height: 20 },
        ],
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
    [
      'a did you mean on a verified address',
      {
        ...base,
        verified: true,
        verifiedBy: 'text',
        didYouMean: { address: TWIN, verifiedBy: 'text' },
      },
    ],
    [
      'a did you mean that is the address itself',
      { ...base, verified: false, didYouMean: { address: SOLANA, verifiedBy: 'text' } },
    ],
    [
      'a did you mean that is no address',
      { ...base, verified: false, didYouMean: { address: 'gm', verifiedBy: 'text' } },
    ],
    [
      'one box as wrapped',
      { ...base, verified: false, boxes: [{ x: 0, y: 0, width: 9, height: 9 }] },
    ],
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
