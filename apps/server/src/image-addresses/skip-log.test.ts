import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SKIP_SUMMARY_MS, SkipLog } from './skip-log.ts';

const picture = (n: number) => ({
  post: `post-${n}`,
  image: `https://img.example/${n}.png`,
  reason: 'The token image at that link could not be loaded (ECONNREFUSED).',
});

function harness() {
  const log = { info: vi.fn(), warn: vi.fn() };
  const skips = new SkipLog(log);
  /** Every line so far, as [level, message]. */
  const lines = () =>
    [
      ...log.info.mock.calls.map((call) => ['info', call[1], call[0]] as const),
      ...log.warn.mock.calls.map((call) => ['warn', call[1], call[0]] as const),
    ].map(([level, message]) => [level, message]);
  return { log, skips, lines };
}

describe('SkipLog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('logs the first picture of a cause whole, with its cause and reason', () => {
    const { log, skips } = harness();
    skips.skipped('network', picture(1));
    expect(log.info).toHaveBeenCalledExactlyOnceWith(
      { ...picture(1), cause: 'network' },
      'image addresses: image skipped',
    );
  });

  it('sums up a burst of 200 failures in one line a minute later', () => {
    const { log, skips, lines } = harness();
    for (let n = 0; n < 200; n++) skips.skipped('network', picture(n));
    expect(lines()).toHaveLength(1);
    vi.advanceTimersByTime(SKIP_SUMMARY_MS);
    expect(lines()).toHaveLength(2);
    expect(log.info).toHaveBeenLastCalledWith(
      { cause: 'network', count: 199 },
      'image addresses: 199 more pictures skipped in the last minute: network unreachable (no connection, or the host name did not resolve)',
    );
  });

  it('keeps summing up each minute while a cause goes on, and logs it whole again after a quiet minute', () => {
    const { log, skips, lines } = harness();
    skips.skipped('timeout', picture(1));
    skips.skipped('timeout', picture(2));
    vi.advanceTimersByTime(SKIP_SUMMARY_MS);
    skips.skipped('timeout', picture(3));
    expect(lines()).toHaveLength(2);
    vi.advanceTimersByTime(SKIP_SUMMARY_MS);
    expect(log.info).toHaveBeenLastCalledWith(
      { cause: 'timeout', count: 1 },
      'image addresses: 1 more picture skipped in the last minute: no answer within the time limit',
    );
    // A minute with none: the count ends without a line.
    vi.advanceTimersByTime(SKIP_SUMMARY_MS);
    expect(lines()).toHaveLength(3);
    skips.skipped('timeout', picture(4));
    expect(log.info).toHaveBeenLastCalledWith(
      { ...picture(4), cause: 'timeout' },
      'image addresses: image skipped',
    );
  });

  it('still logs each counted picture at debug level', () => {
    const log = { info: vi.fn(), warn: vi.fn(), debug: vi.fn() };
    const skips = new SkipLog(log);
    for (let n = 0; n < 3; n++) skips.skipped('network', picture(n));
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.debug.mock.calls).toEqual([
      [{ ...picture(1), cause: 'network' }, 'image addresses: image skipped'],
      [{ ...picture(2), cause: 'network' }, 'image addresses: image skipped'],
    ]);
  });

  it('counts each cause apart, so a new cause is never hidden by another', () => {
    const { skips, lines } = harness();
    for (let n = 0; n < 50; n++) skips.skipped('network', picture(n));
    skips.skipped('tooManyPixels', picture(50));
    skips.skipped('refusedHost', picture(51));
    expect(lines()).toHaveLength(3);
    vi.advanceTimersByTime(SKIP_SUMMARY_MS);
    // Only the cause with repeats has a summary.
    expect(lines()).toHaveLength(4);
  });

  it('logs pictures dropped from a full queue as warnings, summed up the same way', () => {
    const { log, skips } = harness();
    for (let n = 0; n < 30; n++) skips.skipped('queueFull', { post: `p${n}`, image: `i${n}` });
    expect(log.warn).toHaveBeenCalledExactlyOnceWith(
      { post: 'p0', image: 'i0' },
      'image addresses: image dropped, the queue is full',
    );
    vi.advanceTimersByTime(SKIP_SUMMARY_MS);
    expect(log.warn).toHaveBeenLastCalledWith(
      { cause: 'queueFull', count: 29 },
      'image addresses: 29 more pictures skipped in the last minute: dropped, the queue was full',
    );
    expect(log.info).not.toHaveBeenCalled();
  });

  it('says what it still counts when closed, and nothing after', () => {
    const { skips, lines } = harness();
    skips.skipped('notImage', picture(1));
    skips.skipped('notImage', picture(2));
    skips.close();
    expect(lines()).toEqual([
      ['info', 'image addresses: image skipped'],
      ['info', 'image addresses: 1 more picture skipped in the last minute: not a picture'],
    ]);
    vi.advanceTimersByTime(10 * SKIP_SUMMARY_MS);
    expect(lines()).toHaveLength(2);
  });
});
