import { describe, expect, it } from 'vitest';
import {
  DeviceId,
  SpendCapRequestBody,
  spendCapReachedMessage,
  TwoFactorCode,
} from './account-security.ts';
import { LoginRequestBody } from './auth.ts';

describe('account security contract', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['abcde-fghij', 'abcde-fghij'],
  ])('reads the code %j as %j', (typed, read) => {
    expect(TwoFactorCode.parse(typed)).toBe(read);
  });

  it('refuses an empty code with the sentence that asks for one', () => {
    const result = TwoFactorCode.safeParse('  ');
    expect(result.error?.issues[0]?.message).toBe(
      'Enter the 6-digit code from your authenticator app.',
    );
  });

  it.each([
    ['a'.repeat(16), true],
    ['short', false],
    ['has spaces in it here', false],
  ])('device id %j valid: %s', (id, ok) => {
    expect(DeviceId.safeParse(id).success).toBe(ok);
  });

  it.each([
    [{ dailyCap: 1.5 }, true],
    [{ dailyCap: null, code: '123456' }, true],
    [{ dailyCap: 0 }, false],
    [{ dailyCap: -1 }, false],
    [{}, false],
  ])('spend cap body %j valid: %s', (body, ok) => {
    expect(SpendCapRequestBody.safeParse(body).success).toBe(ok);
  });

  it('keeps the login body working without a code', () => {
    expect(LoginRequestBody.parse({ username: 'a', password: 'b' })).toEqual({
      username: 'a',
      password: 'b',
    });
  });

  it('writes the cap sentence with what the launch needs, what was used and what is left', () => {
    expect(spendCapReachedMessage(5, 12, 15, 'SOL')).toBe(
      "This 5 SOL buy would pass today's cap: 12 of 15 SOL used, 3 left.",
    );
    expect(spendCapReachedMessage(0.4, 0.1 + 0.2 + 0.4, 1, 'BNB')).toBe(
      "This 0.4 BNB buy would pass today's cap: 0.7 of 1 BNB used, 0.3 left.",
    );
    // A cap lowered below the day's spend leaves nothing, never a negative amount.
    expect(spendCapReachedMessage(1, 3, 2, 'SOL')).toBe(
      "This 1 SOL buy would pass today's cap: 3 of 2 SOL used, 0 left.",
    );
  });
});
