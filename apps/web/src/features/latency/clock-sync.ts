import { listen } from '../../lib/listen.ts';
import type { SessionController } from '../session/index.ts';
import { type ClockOffset, sampleOf } from './clock-offset.ts';

/**
 * When to ping. A burst at each connection (its fastest round trip sets the offset within a
 * second of session_ready), then a few each minute so the window always holds fresh samples.
 * Pings go 200 ms apart: sent together they would queue behind one another, and the queueing
 * would read as network delay. 5 + 3 a minute stays far under the server's 60.
 */
export const CLOCK_SYNC = {
  burstPings: 5,
  periodicPings: 3,
  gapMs: 200,
  everyMs: 60_000,
} as const;

export type ClockSyncDeps = {
  session: Pick<SessionController, 'onSocket' | 'socket' | 'store'>;
  clock: Pick<ClockOffset, 'add'>;
  /** The browser clock (what a skewed clock skews); read at each ping and each answer. */
  now?: () => number;
};

/**
 * Keeps `clock` fed while signed in: pings from each session_ready until the connection drops or
 * the session ends. Only answers to this connection's own pings count. Returns a stop function.
 */
export function startClockSync({ session, clock, now = () => Date.now() }: ClockSyncDeps) {
  const pending = new Set<number>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let every: ReturnType<typeof setInterval> | undefined;

  const ping = () => {
    const socket = session.socket();
    if (!socket) return;
    const t0 = now();
    pending.add(t0);
    socket.emit('clock_ping', { t0 });
  };
  const burst = (count: number) => {
    ping();
    for (let n = 1; n < count; n++) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        ping();
      }, n * CLOCK_SYNC.gapMs);
      timers.add(timer);
    }
  };
  const stop = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    clearInterval(every);
    every = undefined;
    pending.clear();
  };
  const start = () => {
    stop();
    burst(CLOCK_SYNC.burstPings);
    every = setInterval(() => burst(CLOCK_SYNC.periodicPings), CLOCK_SYNC.everyMs);
  };

  const stopSockets = session.onSocket((socket) => {
    listen(socket, 'clock_pong', ({ t0, serverTime }) => {
      const t1 = now();
      if (!pending.delete(t0)) return;
      const sample = sampleOf(t0, serverTime, t1);
      if (sample) clock.add(sample);
    });
  });
  // `ready` is session_ready on the current connection; it falls on a drop, a logout or an end.
  const stopSession = session.store.subscribe(({ ready }, previous) => {
    if (ready && !previous.ready) start();
    else if (!ready && previous.ready) stop();
  });
  if (session.store.getState().ready) start();

  return () => {
    stopSockets();
    stopSession();
    stop();
  };
}
