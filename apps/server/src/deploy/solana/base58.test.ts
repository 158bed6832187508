import { randomBytes } from 'node:crypto';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { decodeBase58 } from './base58.ts';

const withLeadingZeros = (zeros: number, bytes: Uint8Array) =>
  new Uint8Array([...new Uint8Array(zeros), ...bytes]);

describe('decodeBase58', () => {
  it.each([
    ['', []],
    ['1', [0]],
    ['111', [0, 0, 0]],
    ['2', [1]],
    ['z', [57]],
    ['21', [58]],
    ['11z', [0, 0, 57]],
    ['5Q', [255]],
    ['LUv', [0xff, 0xff]],
  ])('decodes %j as bs58 does', (text, bytes) => {
    expect([...decodeBase58(text)]).toEqual(bytes);
    expect([...bs58.decode(text)]).toEqual(bytes);
  });

  it('gives back every byte string bs58 encodes, leading zeros and chunk edges included', () => {
    const lengths = [1, 2, 6, 7, 8, 9, 10, 31, 32, 33, 64, 100, 339, 1024, 1232];
    for (const length of lengths) {
      for (const zeros of [0, 1, 3]) {
        const bytes = withLeadingZeros(zeros, randomBytes(length));
        const text = bs58.encode(bytes);
        expect(decodeBase58(text)).toEqual(bs58.decode(text));
        expect(decodeBase58(text)).toEqual(bytes);
      }
    }
  });

  it('decodes many random lengths as bs58 does', () => {
    for (let n = 0; n < 300; n++) {
      const text = bs58.encode(randomBytes(1 + Math.floor(Math.random() * 400)));
      expect(decodeBase58(text)).toEqual(bs58.decode(text));
    }
  });

  it.each(['0', 'O', 'I', 'l', ' 2', '2 ', '+', 'é', '2\u0000', '😀'])(
    'refuses %j, which is not base58, as bs58 does',
    (text) => {
      expect(() => bs58.decode(text)).toThrow();
      expect(() => decodeBase58(text)).toThrow('Non-base58 character');
    },
  );
});
