import { describe, expect, it } from 'vitest';
import { FakeClock } from './fake-clock.ts';
import { DemoReplaySource, fromEnv } from './index.ts';

/** The delay before the first scene, with the spacing jitter pinned to the mean. */
function firstInterval(env: Record<string, string | undefined>): number | undefined {
  const clock = new FakeClock();
  const source = fromEnv(env, {
    initialBurst: 0,
    random: () => 0.5,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
  });
  source?.start(async () => {});
  return clock.delays()[0];
}

describe('fromEnv', () => {
  it('answers the demo replay by default, at 30 posts a minute', () => {
    expect(fromEnv({})).toBeInstanceOf(DemoReplaySource);
    expect(firstInterval({})).toBe(2000);
    expect(firstInterval({ DEMO_FEED: '', DEMO_POSTS_PER_MINUTE: '' })).toBe(2000);
  });

  it.each(['off', 'OFF', ' off '])('answers nothing when DEMO_FEED=%j', (value) => {
    expect(fromEnv({ DEMO_FEED: value })).toBeUndefined();
  });

  it('takes the rate from DEMO_POSTS_PER_MINUTE', () => {
    expect(firstInterval({ DEMO_FEED: 'on', DEMO_POSTS_PER_MINUTE: '60' })).toBe(1000);
    expect(firstInterval({ DEMO_POSTS_PER_MINUTE: '2.5' })).toBe(24_000);
  });

  it.each([
    [{ DEMO_POSTS_PER_MINUTE: 'fast' }, 'DEMO_POSTS_PER_MINUTE must be a number'],
    [{ DEMO_POSTS_PER_MINUTE: '0' }, 'DEMO_POSTS_PER_MINUTE must be above 0'],
    [{ DEMO_POSTS_PER_MINUTE: '100000' }, 'DEMO_POSTS_PER_MINUTE must be at most 6000'],
    [{ DEMO_FEED: 'maybe' }, "DEMO_FEED must be 'on' or 'off'"],
  ])('stops the start on %j with a clear message', (env, message) => {
    expect(() => fromEnv(env)).toThrow(message);
  });
});
