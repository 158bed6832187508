import { AUTO_LAUNCH_MESSAGES } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { DAY_MS, limitRefusal, type RecentFire, recentAfter, statsOf } from './limits.ts';

const NOW = 1_800_000_000_000;
const MIN = 60_000;
const limits = { perHour: 2, perDay: 3, cooldownSeconds: 0 };
const fire = (minutesAgo: number, account = 'frog', amount = 0.5): RecentFire => ({
  at: NOW - minutesAgo * MIN,
  amount,
  account,
});

describe('limitRefusal', () => {
  it('allows a rule under every limit', () => {
    expect(limitRefusal(limits, [fire(5)], NOW, 0.5, 'frog')).toBeUndefined();
  });

  it('counts the last hour and the last 24 hours as sliding windows', () => {
    expect(limitRefusal(limits, [fire(5), fire(59)], NOW, 0.5, 'x')).toBe(
      AUTO_LAUNCH_MESSAGES.perHour(2),
    );
    // One just over an hour ago no longer counts for the hour, still for the day.
    expect(limitRefusal(limits, [fire(5), fire(61)], NOW, 0.5, 'x')).toBeUndefined();
    expect(limitRefusal(limits, [fire(5), fire(61), fire(600)], NOW, 0.5, 'x')).toBe(
      AUTO_LAUNCH_MESSAGES.perDay(3),
    );
    expect(limitRefusal(limits, [fire(5), fire(61), fire(24 * 60 + 1)], NOW, 0.5, 'x')).toBe(
      undefined,
    );
  });

  it('refuses a buy that would pass the spend cap, with float slack', () => {
    const capped = { ...limits, perHour: 10, perDay: 10, spendCap: 0.3 };
    expect(limitRefusal(capped, [fire(5, 'a', 0.1)], NOW, 0.2, 'a')).toBeUndefined();
    expect(limitRefusal(capped, [fire(5, 'a', 0.1), fire(6, 'a', 0.2)], NOW, 0.01, 'a')).toBe(
      AUTO_LAUNCH_MESSAGES.spendCap(0.3),
    );
    // A spend older than a day is forgotten.
    expect(limitRefusal(capped, [fire(24 * 60 + 5, 'a', 0.3)], NOW, 0.3, 'a')).toBeUndefined();
  });

  it('keeps a cooldown per account, case-insensitively', () => {
    const cool = { perHour: 10, perDay: 10, cooldownSeconds: 300 };
    expect(limitRefusal(cool, [fire(4, 'Frog')], NOW, 0, 'frog')).toBe(
      AUTO_LAUNCH_MESSAGES.cooldown('frog', 300),
    );
    expect(limitRefusal(cool, [fire(6, 'frog')], NOW, 0, 'frog')).toBeUndefined();
    expect(limitRefusal(cool, [fire(1, 'toad')], NOW, 0, 'frog')).toBeUndefined();
  });
});

describe('recentAfter and statsOf', () => {
  it('keeps the last day’s fires and the new one', () => {
    const taken = { at: NOW, amount: 1, account: 'a' };
    expect(recentAfter([fire(24 * 60 + 1), fire(30)], taken)).toEqual([fire(30), taken]);
  });

  it('sums the hour, the day and the spend', () => {
    expect(statsOf([fire(5), fire(90), fire(24 * 60 + 1)], NOW, 2, NOW - DAY_MS / 2)).toEqual({
      launchesLastHour: 1,
      launchesLastDay: 2,
      spentLastDay: 1,
      refusedLastDay: 2,
      lastFiredAt: NOW - DAY_MS / 2,
    });
  });
});
