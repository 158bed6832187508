import { describe, expect, it } from 'vitest';
import { silentLog } from '../connector-kit.ts';
import { fromEnv, XFilteredStreamSource } from './index.ts';

const deps = { getWatchedHandles: async () => [], log: silentLog };

describe('x fromEnv', () => {
  it('is off without X_BEARER_TOKEN (an empty one counts as unset)', () => {
    expect(fromEnv({}, deps)).toBeUndefined();
    expect(fromEnv({ X_BEARER_TOKEN: '  ' }, deps)).toBeUndefined();
  });

  it('builds the filtered stream when the token is set', () => {
    const source = fromEnv({ X_BEARER_TOKEN: 'token', X_API_BASE: 'http://127.0.0.1:9' }, deps);
    expect(source).toBeInstanceOf(XFilteredStreamSource);
    expect(source?.name).toBe('x');
  });

  it('stops the start on a bad value, naming it', () => {
    expect(() => fromEnv({ X_BEARER_TOKEN: 't', X_API_BASE: 'ftp://x' }, deps)).toThrow(
      'X_API_BASE: X_API_BASE must be an http(s) URL',
    );
    expect(() => fromEnv({ X_BEARER_TOKEN: 't', X_RULE_MAX_LENGTH: '10' }, deps)).toThrow(
      'X_RULE_MAX_LENGTH: X_RULE_MAX_LENGTH must be at least 30',
    );
  });
});
