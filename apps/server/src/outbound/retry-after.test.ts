import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after.ts';

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates (RFC 9110), and nothing else', () => {
    expect(retryAfterMs('7')).toBe(7000);
    expect(retryAfterMs('1.5')).toBe(1500);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('2015-10-21T07:28:00Z'))).toBe(
      10_000,
    );
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
