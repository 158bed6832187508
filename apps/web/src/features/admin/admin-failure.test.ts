import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { adminFailureText, isAccessDenied } from './admin-failure.ts';

describe('admin failures (DA §8)', () => {
  it("uses the server's sentence when it sent one", () => {
    const refused = new ApiError('refused', 409, 'Username already exists');
    expect(adminFailureText(refused, 'Failed to add user')).toBe('Username already exists');
  });

  it('appends a thrown error to the fallback', () => {
    const network = new ApiError('network', 0, 'Cannot reach the server.');
    expect(adminFailureText(network, 'Failed to add user')).toBe(
      'Failed to add user: Cannot reach the server.',
    );
    expect(adminFailureText('??', 'Failed to add user')).toBe('Failed to add user');
  });

  it('treats 401 and 403 answers, and only those, as access denied', () => {
    expect(isAccessDenied(new ApiError('refused', 401, 'x'))).toBe(true);
    expect(isAccessDenied(new ApiError('refused', 403, 'x'))).toBe(true);
    expect(isAccessDenied(new ApiError('refused', 404, 'x'))).toBe(false);
    expect(isAccessDenied(new ApiError('unreadable', 403, 'x'))).toBe(false);
  });
});
