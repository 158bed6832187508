import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEFAULT_RETRY_SCHEDULE_SECONDS, nextRetryMs, scheduleHours } from './retry-schedule.ts';

describe('the webhook retry schedule', () => {
  it('waits each step of the schedule, then gives up', () => {
    const middle = () => 0.5;
    expect(nextRetryMs([5, 300], 1, undefined, middle)).toBe(5_000);
    expect(nextRetryMs([5, 300], 2, undefined, middle)).toBe(300_000);
    expect(nextRetryMs([5, 300], 3, undefined, middle)).toBeUndefined();
  });

  it('moves each wait by at most 10 % either way', () => {
    expect(nextRetryMs([100], 1, undefined, () => 0)).toBe(90_000);
    expect(nextRetryMs([100], 1, undefined, () => 0.999999)).toBe(110_000);
  });

  it("waits at least a 429's Retry-After", () => {
    expect(nextRetryMs([5], 1, 60_000, () => 0.5)).toBe(60_000);
    expect(nextRetryMs([5], 1, 10, () => 0.5)).toBe(5_000);
  });

  it('defaults to the Standard Webhooks schedule, about 27.6 hours, and reads WEBHOOK_RETRY_SCHEDULE', () => {
    expect(scheduleHours(DEFAULT_RETRY_SCHEDULE_SECONDS)).toBe(27.6);
    const env = { ADMIN_USERNAME: 'admin' };
    expect(loadConfig(env).alerts.retryScheduleSeconds).toEqual([
      ...DEFAULT_RETRY_SCHEDULE_SECONDS,
    ]);
    expect(
      loadConfig({ ...env, WEBHOOK_RETRY_SCHEDULE: '1, 2,3' }).alerts.retryScheduleSeconds,
    ).toEqual([1, 2, 3]);
    for (const bad of ['0', '1,,2', 'soon', '700000', Array(21).fill('1').join(',')]) {
      expect(() => loadConfig({ ...env, WEBHOOK_RETRY_SCHEDULE: bad })).toThrow(
        /WEBHOOK_RETRY_SCHEDULE must be 1 to 20 waits/,
      );
    }
  });
});
