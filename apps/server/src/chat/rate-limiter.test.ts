import { describe, expect, it } from 'vitest';
import { MemoryWindowCounter } from '../limits/window-counter.ts';
import { ChatRateLimiter } from './rate-limiter.ts';

describe('ChatRateLimiter', async () => {
  const make = () => {
    let now = 1_000_000;
    const limiter = new ChatRateLimiter(new MemoryWindowCounter(() => now), 5, 5000);
    return { limiter, advance: (ms: number) => (now += ms) };
  };

  it('allows five lines in five seconds and refuses the sixth', async () => {
    const { limiter } = make();
    const answers: boolean[] = [];
    for (let i = 0; i < 6; i += 1) answers.push(await limiter.tryTake('ann'));
    expect(answers).toEqual([true, true, true, true, true, false]);
  });

  it('counts each user on their own', async () => {
    const { limiter } = make();
    for (let i = 0; i < 5; i += 1) await limiter.tryTake('ann');
    expect(await limiter.tryTake('ben')).toBe(true);
    expect(await limiter.tryTake('ann')).toBe(false);
  });

  it('slides: a line leaves the window five seconds after it was sent', async () => {
    const { limiter, advance } = make();
    await limiter.tryTake('ann');
    advance(2000);
    for (let i = 0; i < 4; i += 1) await limiter.tryTake('ann');
    advance(2999);
    expect(await limiter.tryTake('ann')).toBe(false);
    advance(1);
    expect(await limiter.tryTake('ann')).toBe(true);
    expect(await limiter.tryTake('ann')).toBe(false);
  });

  it('does not count refused lines', async () => {
    const { limiter, advance } = make();
    for (let i = 0; i < 5; i += 1) await limiter.tryTake('ann');
    for (let i = 0; i < 10; i += 1) await limiter.tryTake('ann');
    advance(5000);
    expect(await limiter.tryTake('ann')).toBe(true);
  });
});
