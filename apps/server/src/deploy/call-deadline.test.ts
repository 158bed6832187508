import { afterEach, describe, expect, it, vi } from 'vitest';
import { callDeadline } from './call-deadline.ts';

describe('callDeadline', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('aborts when the limit passes, and says it was the limit', () => {
    vi.useFakeTimers();
    const deadline = callDeadline(new AbortController().signal, 1_000);
    vi.advanceTimersByTime(999);
    expect(deadline.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.timedOut).toBe(true);
  });

  it("aborts with the launch's reason when the launch is aborted, not as a timeout", () => {
    const launch = new AbortController();
    const deadline = callDeadline(launch.signal, 1_000);
    launch.abort(new Error('cancelled by the trader'));
    expect(deadline.signal.reason).toEqual(new Error('cancelled by the trader'));
    expect(deadline.timedOut).toBe(false);
    deadline.end();
  });

  it('starts aborted for a launch already aborted', () => {
    const launch = new AbortController();
    launch.abort(new Error('gone'));
    expect(callDeadline(launch.signal, 1_000).signal.aborted).toBe(true);
  });

  it('once ended, neither the timer nor a later launch abort touches it', () => {
    vi.useFakeTimers();
    const launch = new AbortController();
    const deadline = callDeadline(launch.signal, 1_000);
    deadline.end();
    vi.advanceTimersByTime(5_000);
    launch.abort();
    expect(deadline.signal.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
