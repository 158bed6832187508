import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocketFactory } from '../../../test/fake-socket.ts';
import { createSessionController } from '../session/index.ts';
import { type ClockSample, createClockOffset } from './clock-offset.ts';
import { CLOCK_SYNC, startClockSync } from './clock-sync.ts';

const SKEW = 5000;

function setup() {
  const sockets = fakeSocketFactory();
  const session = createSessionController({
    createSocket: sockets.create,
    endSession: async () => ({ success: true }),
  });
  const samples: ClockSample[] = [];
  const clock = createClockOffset();
  const stop = startClockSync({
    session,
    clock: {
      add: (sample) => {
        samples.push(sample);
        clock.add(sample);
      },
    },
  });
  session.logIn({ sessionId: 'sess-1', username: 'alice', isAdmin: false });
  const socket = sockets.latest();
  const ready = () => {
    socket.receive('connect');
    socket.receive('session_ready', { username: 'alice' });
  };
  const pings = () => socket.emitted.filter((e) => e.event === 'clock_ping');
  /** The server answers each ping not yet answered, `up` ms after it was sent, `down` ms back. */
  const answered = new Set<unknown>();
  const answer = (up = 3, down = 3) => {
    for (const { payload } of pings()) {
      if (answered.has(payload)) continue;
      answered.add(payload);
      const { t0 } = payload as { t0: number };
      vi.advanceTimersByTime(up);
      const serverTime = Date.now() - SKEW;
      vi.advanceTimersByTime(down);
      socket.receive('clock_pong', { t0, serverTime });
    }
  };
  return { session, sockets, socket, clock, samples, stop, ready, pings, answer };
}

describe('startClockSync', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The browser clock runs 5 s ahead of the server's.
    vi.setSystemTime(1_790_000_000_000 + SKEW);
  });
  afterEach(() => vi.useRealTimers());

  it('sends a burst of pings 200 ms apart after session_ready, then a few each minute', () => {
    const { ready, pings, stop } = setup();
    vi.advanceTimersByTime(5000);
    expect(pings()).toHaveLength(0);
    ready();
    vi.advanceTimersByTime(CLOCK_SYNC.gapMs * CLOCK_SYNC.burstPings);
    const burst = pings().map((p) => (p.payload as { t0: number }).t0);
    expect(burst).toHaveLength(CLOCK_SYNC.burstPings);
    expect(burst.slice(1).map((t0, n) => t0 - (burst[n] ?? 0))).toEqual([200, 200, 200, 200]);
    vi.advanceTimersByTime(CLOCK_SYNC.everyMs);
    expect(pings()).toHaveLength(CLOCK_SYNC.burstPings + CLOCK_SYNC.periodicPings);
    stop();
  });

  it("feeds each answer to the estimator, which finds the server's clock", () => {
    const { ready, answer, clock, samples, stop } = setup();
    ready();
    for (let n = 0; n < CLOCK_SYNC.burstPings; n++) {
      answer(4, 2);
      vi.advanceTimersByTime(CLOCK_SYNC.gapMs - 6);
    }
    expect(samples).toHaveLength(CLOCK_SYNC.burstPings);
    expect(samples[0]).toMatchObject({ rtt: 6, offset: -SKEW + 1 });
    expect(clock.estimate()?.error).toBe(3);
    expect(Math.abs(clock.serverNow() - (Date.now() - SKEW))).toBeLessThanOrEqual(3);
    stop();
  });

  it('ignores answers to pings it did not send, or answered already', () => {
    const { ready, socket, answer, samples, stop } = setup();
    ready();
    socket.receive('clock_pong', { t0: 12, serverTime: 99 });
    answer();
    const { t0 } = (socket.emitted.find((e) => e.event === 'clock_ping')?.payload ?? {}) as {
      t0: number;
    };
    socket.receive('clock_pong', { t0, serverTime: 0 });
    socket.receive('clock_pong', { t0: 'now' });
    expect(samples).toHaveLength(1);
    stop();
  });

  it('stops pinging when the connection drops, and starts again on the next session_ready', () => {
    const { ready, socket, pings, stop } = setup();
    ready();
    socket.receive('disconnect', 'transport close');
    vi.advanceTimersByTime(CLOCK_SYNC.everyMs * 3);
    expect(pings()).toHaveLength(1);
    ready();
    vi.advanceTimersByTime(CLOCK_SYNC.gapMs * CLOCK_SYNC.burstPings);
    expect(pings()).toHaveLength(1 + CLOCK_SYNC.burstPings);
    stop();
  });

  it('stops on logout and when stopped', async () => {
    const { session, ready, pings, stop, sockets } = setup();
    ready();
    await session.logOut();
    vi.advanceTimersByTime(CLOCK_SYNC.everyMs * 3);
    expect(pings()).toHaveLength(1);
    session.logIn({ sessionId: 'sess-2', username: 'alice', isAdmin: false });
    stop();
    sockets.latest().receive('connect');
    sockets.latest().receive('session_ready', { username: 'alice' });
    vi.advanceTimersByTime(CLOCK_SYNC.everyMs);
    expect(sockets.latest().emitted.filter((e) => e.event === 'clock_ping')).toHaveLength(0);
  });
});
