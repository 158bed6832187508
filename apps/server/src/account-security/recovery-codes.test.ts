import { describe, expect, it } from 'vitest';
import {
  hashRecoveryCode,
  matchRecoveryCode,
  newRecoveryCodes,
  normalizeRecoveryCode,
} from './recovery-codes.ts';

describe('recovery codes', () => {
  it('makes ten distinct codes of an unambiguous alphabet', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it.each([
    ['ABCDE-FGHJK', 'abcde-fghjk'],
    ['abcdefghjk', 'abcde-fghjk'],
    ['abc', 'abc'],
  ])('reads %j as %j', (typed, read) => {
    expect(normalizeRecoveryCode(typed)).toBe(read);
  });

  it('finds the stored code a typed one matches, by its argon2id hash', async () => {
    const stored = [
      { id: 1, codeHash: await hashRecoveryCode('aaaaa-bbbbb') },
      { id: 2, codeHash: await hashRecoveryCode('ccccc-ddddd') },
    ];
    expect(stored[0]?.codeHash).toMatch(/^\$argon2id\$/);
    expect(await matchRecoveryCode(stored, 'CCCCCDDDDD')).toBe(2);
    expect(await matchRecoveryCode(stored, 'eeeee-fffff')).toBeUndefined();
    expect(await matchRecoveryCode(stored, '123456')).toBeUndefined();
  });
});
