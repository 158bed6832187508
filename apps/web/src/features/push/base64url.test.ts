import { describe, expect, it } from 'vitest';
import { base64urlBytes, sameBytes } from './base64url.ts';

describe('base64url keys', () => {
  it('reads base64url, padded or not, as bytes', () => {
    expect([...base64urlBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64urlBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...base64urlBytes('AQ==')]).toEqual([1]);
    expect(base64urlBytes(`B${'A'.repeat(86)}`)).toHaveLength(65);
  });

  it('refuses text that is not base64url', () => {
    expect(() => base64urlBytes('a+b/')).toThrow();
    expect(() => base64urlBytes('no spaces')).toThrow();
  });

  it('compares a subscription’s key with the server’s', () => {
    const key = base64urlBytes('AQID');
    expect(sameBytes(new Uint8Array([1, 2, 3]).buffer, key)).toBe(true);
    expect(sameBytes(new Uint8Array([9, 1, 2, 3]).subarray(1), key)).toBe(true);
    expect(sameBytes(new Uint8Array([1, 2]).buffer, key)).toBe(false);
    expect(sameBytes(null, key)).toBe(false);
  });
});
