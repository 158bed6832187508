import { describe, expect, it } from 'vitest';
import { EventRate } from './event-rate.ts';

/** A rate on a clock the test moves. */
function rateAt(startMs: number, windowSeconds = 10) {
  const clock = { ms: startMs };
  return { clock, rate: new EventRate(windowSeconds, () => clock.ms) };
}

describe('EventRate', () => {
  it('is 0 before anything happened', () => {
    expect(rateAt(1_000_000).rate.perSecond()).toBe(0);
  });

  it('averages the last whole seconds over the window, leaving the second under way out', () => {
    const { clock, rate } = rateAt(1_000_000);
    for (let i = 0; i < 30; i += 1) rate.record();
    expect(rate.perSecond()).toBe(0);
    clock.ms += 1000;
    expect(rate.perSecond()).toBe(3);
    for (let i = 0; i < 20; i += 1) rate.record();
    clock.ms += 1000;
    expect(rate.perSecond()).toBe(5);
  });

  it('forgets seconds that left the window', () => {
    const { clock, rate } = rateAt(1_000_500);
    for (let i = 0; i < 10; i += 1) rate.record();
    clock.ms += 10_000;
    expect(rate.perSecond()).toBe(1);
    clock.ms += 1000;
    expect(rate.perSecond()).toBe(0);
  });

  it('does not count a slot reused a window later twice', () => {
    const { clock, rate } = rateAt(2_000_000, 2);
    rate.record();
    clock.ms += 3000; // the same slot, three seconds on
    rate.record();
    rate.record();
    clock.ms += 1000;
    expect(rate.perSecond()).toBe(1);
  });
});
