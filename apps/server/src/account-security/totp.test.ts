import { describe, expect, it } from 'vitest';
import { matchedStep, newTotpSecret, otpauthUrl, stepAt, totpCodeAt } from './totp.ts';

// RFC 6238 appendix B's SHA-1 seed, '12345678901234567890', in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (RFC 6238, SHA-1, 6 digits, 30 s)', () => {
  it.each([
    [59, '287082'],
    [1_111_111_109, '081804'],
    [1_234_567_890, '005924'],
    [2_000_000_000, '279037'],
  ])('at %i s the code is %s (the RFC vectors, last six digits)', (seconds, code) => {
    expect(totpCodeAt(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('matches a code one step either side to its own step, not two', () => {
    const now = 1_700_000_015_000;
    const step = stepAt(now);
    for (const offset of [-1, 0, 1])
      expect(matchedStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now + offset * 30_000), now)).toBe(
        step + offset,
      );
    for (const offset of [-2, 2])
      expect(
        matchedStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now + offset * 30_000), now),
      ).toBeUndefined();
    expect(matchedStep(RFC_SECRET, 'abcdef', now)).toBeUndefined();
  });

  it('makes 160-bit base32 secrets and an otpauth URL apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    expect(otpauthUrl(secret, 'ann')).toBe(
      `otpauth://totp/Launchdeck:ann?issuer=Launchdeck&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
