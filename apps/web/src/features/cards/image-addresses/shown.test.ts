import { describe, expect, it } from 'vitest';
import {
  KNOWN_SOL,
  makeImageAddress,
  UNKNOWN_SOL,
} from '../../../../test/features/cards/image-addresses-fixture.ts';
import { imageAddressesToShow } from './shown.ts';

const BNB = '0x3c8aF5a290e87ad72274ed77e89eaf92149451F2';

describe('imageAddressesToShow', () => {
  it('keeps the order read', () => {
    const known = makeImageAddress({ address: KNOWN_SOL, verified: true, verifiedBy: 'text' });
    const unknown = makeImageAddress({ address: UNKNOWN_SOL });
    expect(imageAddressesToShow([unknown, known], 'gm')).toEqual([unknown, known]);
  });

  it('shows each address once, the verified reading winning', () => {
    const unverified = makeImageAddress({
      address: KNOWN_SOL,
      imageUrl: 'https://img.example/a.png',
    });
    const verified = makeImageAddress({ address: KNOWN_SOL, verified: true, verifiedBy: 'chain' });
    expect(imageAddressesToShow([unverified, verified, unverified], '')).toEqual([verified]);
  });

  it('compares EVM addresses without case', () => {
    const lower = makeImageAddress({ address: BNB.toLowerCase(), chain: 'bnb' });
    const checksummed = makeImageAddress({
      address: BNB,
      chain: 'bnb',
      verified: true,
      verifiedBy: 'checksum',
    });
    expect(imageAddressesToShow([lower, checksummed], '')).toEqual([checksummed]);
  });

  it('leaves out an address the text already shows', () => {
    const inText = makeImageAddress({ address: KNOWN_SOL, verified: true, verifiedBy: 'text' });
    const evm = makeImageAddress({ address: BNB, chain: 'bnb' });
    expect(imageAddressesToShow([inText, evm], `CA ${KNOWN_SOL} and ${BNB.toLowerCase()}`)).toEqual(
      [],
    );
  });
});
