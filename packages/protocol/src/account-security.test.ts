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

  it('writes the cap sentence with the amounts and the unit', () => {
    expect(spendCapReachedMessage(0.9, 1, 'SOL')).toBe(
      'Daily spend cap reached for this wallet: 0.9 of 1 SOL used.',
    );
    expect(spendCapReachedMessage(0.1 + 0.2, 1, 'BNB')).toBe(
      'Daily spend cap reached for this wallet: 0.3 of 1 BNB used.',
    );
  });
});
