import { describe, expect, it } from 'vitest';
import { ChatRateLimiter } from './rate-limiter.ts';

describe('ChatRateLimiter', () => {
  const make = () => {
    let now = 1_000_000;
    const limiter = new ChatRateLimiter(5, 5000, () => now);
    return { limiter, advance: (ms: number) => (now += ms) };
  };

  it('allows five lines in five seconds and refuses the sixth', () => {
    const { limiter } = make();
    const answers = Array.from({ length: 6 }, () => limiter.tryTake('ann'));
    expect(answers).toEqual([true, true, true, true, true, false]);
  });

  it('counts each user on their own', () => {
    const { limiter } = make();
    for (let i = 0; i < 5; i += 1) limiter.tryTake('ann');
    expect(limiter.tryTake('ben')).toBe(true);
    expect(limiter.tryTake('ann')).toBe(false);
  });

  it('slides: a line leaves the window five seconds after it was sent', () => {
    const { limiter, advance } = make();
    limiter.tryTake('ann');
    advance(2000);
    for (let i = 0; i < 4; i += 1) limiter.tryTake('ann');
    advance(2999);
    expect(limiter.tryTake('ann')).toBe(false);
    advance(1);
    expect(limiter.tryTake('ann')).toBe(true);
    expect(limiter.tryTake('ann')).toBe(false);
  });

  it('does not count refused lines', () => {
    const { limiter, advance } = make();
    for (let i = 0; i < 5; i += 1) limiter.tryTake('ann');
    for (let i = 0; i < 10; i += 1) limiter.tryTake('ann');
    advance(5000);
    expect(limiter.tryTake('ann')).toBe(true);
  });
});
