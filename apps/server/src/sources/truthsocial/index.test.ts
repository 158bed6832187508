import { describe, expect, it } from 'vitest';
import { silentLog } from '../connector-kit.ts';
import { fromEnv, TruthSocialSource } from './index.ts';

const deps = { getWatchedHandles: async () => [], log: silentLog };

describe('truthsocial fromEnv', () => {
  it.each([
    ['nothing set', {}, false],
    ['TRUTHSOCIAL_ENABLED=true', { TRUTHSOCIAL_ENABLED: 'true' }, true],
    ['a token', { TRUTHSOCIAL_TOKEN: 'tok' }, true],
    [
      'a token but TRUTHSOCIAL_ENABLED=false',
      { TRUTHSOCIAL_TOKEN: 'tok', TRUTHSOCIAL_ENABLED: 'false' },
      false,
    ],
    ['TRUTHSOCIAL_ENABLED=TRUE', { TRUTHSOCIAL_ENABLED: 'TRUE' }, true],
  ])('%s → on: %s', (_name, env, on) => {
    const source = fromEnv(env, deps);
    expect(source instanceof TruthSocialSource).toBe(on);
  });

  it('stops the start on a bad value, naming it', () => {
    expect(() => fromEnv({ TRUTHSOCIAL_ENABLED: 'yes' }, deps)).toThrow(
      "TRUTHSOCIAL_ENABLED: TRUTHSOCIAL_ENABLED must be 'true' or 'false'",
    );
    expect(() =>
      fromEnv({ TRUTHSOCIAL_ENABLED: 'true', TRUTHSOCIAL_POLL_SECONDS: '0' }, deps),
    ).toThrow('TRUTHSOCIAL_POLL_SECONDS: TRUTHSOCIAL_POLL_SECONDS must be at least 1');
    expect(() =>
      fromEnv({ TRUTHSOCIAL_ENABLED: 'true', TRUTHSOCIAL_API_BASE: 'nope' }, deps),
    ).toThrow('TRUTHSOCIAL_API_BASE: TRUTHSOCIAL_API_BASE must be an http(s) URL');
  });
});
