import { describe, expect, it } from 'vitest';
import { silentLog } from '../connector-kit.ts';
import { BlueskyJetstreamSource, fromEnv } from './index.ts';

const deps = { getWatchedHandles: async () => [], log: silentLog };

describe('bluesky fromEnv', () => {
  it('is off unless BLUESKY_ENABLED=true', () => {
    expect(fromEnv({}, deps)).toBeUndefined();
    expect(fromEnv({ BLUESKY_ENABLED: 'false' }, deps)).toBeUndefined();
    expect(fromEnv({ BLUESKY_ENABLED: 'true' }, deps)).toBeInstanceOf(BlueskyJetstreamSource);
  });

  it('stops the start on a bad URL, naming it', () => {
    expect(() =>
      fromEnv(
        { BLUESKY_ENABLED: 'true', BLUESKY_JETSTREAM_URL: 'https://jetstream.example' },
        deps,
      ),
    ).toThrow('BLUESKY_JETSTREAM_URL: BLUESKY_JETSTREAM_URL must be a ws(s) URL');
    expect(() =>
      fromEnv({ BLUESKY_ENABLED: 'true', BLUESKY_APPVIEW_URL: 'wss://appview.example' }, deps),
    ).toThrow('BLUESKY_APPVIEW_URL: BLUESKY_APPVIEW_URL must be an http(s) URL');
  });
});
