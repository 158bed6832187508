import {
  ClockPingPayload,
  describeZodError,
  LIMITS,
  MESSAGES,
  parseIncoming,
} from '@launchdeck/protocol';
import type { RealtimeServer } from './types.ts';

const WINDOW_MS = 60_000;

/**
 * clock_ping → clock_pong with this server's clock, read the moment the ping is handled, so a
 * browser can estimate its offset NTP-style and give each post's age on the server's clock.
 * Signed-in sockets only, at most LIMITS.clockPingsPerMinute a minute each; a malformed ping gets
 * a socket_error naming the field.
 */
export function registerClockSync(io: RealtimeServer, now: () => number = Date.now): void {
  io.on('connection', (socket) => {
    let windowStart = 0;
    let inWindow = 0;
    socket.on('clock_ping', (payload: unknown): void => {
      const serverTime = now();
      const refuse = (message: string) =>
        socket.emit('socket_error', { event: 'clock_ping', message });
      if (!socket.data.username) {
        refuse(MESSAGES.loginToSyncClock);
        return;
      }
      if (serverTime - windowStart >= WINDOW_MS) {
        windowStart = serverTime;
        inWindow = 0;
      }
      inWindow += 1;
      const parsed = parseIncoming(ClockPingPayload, payload);
      if (inWindow > LIMITS.clockPingsPerMinute) refuse(MESSAGES.clockPingsTooFast);
      else if (!parsed.success) refuse(describeZodError(parsed.error, MESSAGES.badRequest).error);
      else socket.emit('clock_pong', { t0: parsed.data.t0, serverTime });
    });
  });
}
