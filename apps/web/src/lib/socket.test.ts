import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './socket.ts';

describe('reconnectDelay', () => {
  it.each([
    // attempt, random, delay: 1 s doubling, capped at 5 s, ±50 % jitter, never above 5 s
    [0, 0.5, 1000],
    [1, 0.5, 2000],
    [2, 0.5, 4000],
    [3, 0.5, 5000],
    [20, 0.5, 5000],
    [0, 0, 500],
    [0, 1, 1500],
    [3, 0, 2500],
    [3, 1, 5000],
  ])('attempt %i with random %f waits %i ms', (attempt, random, delay) => {
    expect(reconnectDelay(attempt, () => random)).toBe(delay);
  });
});
