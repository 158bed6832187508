import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { BlueskyJetstreamSource } from './bluesky/index.ts';
import { silentLog } from './connector-kit.ts';
import { DemoReplaySource } from './demo/index.ts';
import { sourcesFromConfig } from './from-config.ts';
import { TruthSocialSource } from './truthsocial/index.ts';
import { XFilteredStreamSource } from './x/index.ts';

const accounts = { listWatched: async () => [] };
const build = (env: Record<string, string>) =>
  sourcesFromConfig(loadConfig(env).sources, { accounts, log: silentLog });

describe('sourcesFromConfig', () => {
  it('builds the demo replay alone by default', () => {
    const sources = build({});
    expect(sources).toHaveLength(1);
    expect(sources[0]).toBeInstanceOf(DemoReplaySource);
  });

  it('builds nothing when every source is off', () => {
    expect(build({ DEMO_FEED: 'off' })).toEqual([]);
  });

  it('builds each connector the configuration switches on', () => {
    const sources = build({
      DEMO_FEED: 'off',
      X_BEARER_TOKEN: 'token',
      X_API_BASE: 'http://127.0.0.1:9',
      TRUTHSOCIAL_ENABLED: 'true',
      BLUESKY_ENABLED: 'true',
    });
    expect(sources.map((source) => source.constructor)).toEqual([
      XFilteredStreamSource,
      TruthSocialSource,
      BlueskyJetstreamSource,
    ]);
    expect(sources[0]?.name).toBe('x');
  });
});
