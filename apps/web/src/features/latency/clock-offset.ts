/**
 * The browser's offset from the server's clock, estimated as NTP does: each clock_ping/clock_pong
 * round trip is one sample, and the sample with the shortest round trip is the best, because the
 * less time the messages spent travelling, the less their unequal legs can hide.
 */

/** One round trip: `offset` = server clock − browser clock, good to ±rtt/2; `at` = browser t1. */
export type ClockSample = { offset: number; rtt: number; at: number };

/** The offset in use and its error bound (half the round trip of the sample it came from). */
export type ClockEstimate = { offset: number; error: number; rtt: number; at: number };

/**
 * Samples count for 3 minutes: with 5 pings at connect and 3 a minute after, that is at least 9,
 * about NTP's 8-sample clock filter. Long enough to keep a fast round trip through a slow spell;
 * short enough that a changed network or a stepped clock is followed within minutes.
 */
export const CLOCK_WINDOW_MS = 180_000;

/** More than the window can hold at the server's limit of 60 pings a minute is never needed. */
const MAX_SAMPLES = 64;

/**
 * t0: browser clock when the ping left; serverTime: the server's clock as it answered; t1: browser
 * clock when the answer arrived. Null when t1 < t0: the browser's clock stepped back mid-flight.
 */
export function sampleOf(t0: number, serverTime: number, t1: number): ClockSample | null {
  const rtt = t1 - t0;
  if (!(rtt >= 0)) return null;
  return { offset: serverTime - (t0 + t1) / 2, rtt, at: t1 };
}

export type ClockOffset = {
  add: (sample: ClockSample) => void;
  /** The lowest-rtt sample of the window (the newest on a tie); null before any sample. */
  estimate: () => ClockEstimate | null;
  /** The server's clock now, as well as this browser can tell: its own clock plus the offset. */
  serverNow: () => number;
};

export type ClockOffsetOptions = {
  /** The browser clock; `Date.now` read at each call, so a skewed or faked clock is the one used. */
  now?: () => number;
  windowMs?: number;
};

export function createClockOffset(options: ClockOffsetOptions = {}): ClockOffset {
  const now = options.now ?? (() => Date.now());
  const windowMs = options.windowMs ?? CLOCK_WINDOW_MS;
  let samples: ClockSample[] = [];

  // A sample from after "now" means the browser's clock stepped back since: it no longer holds.
  const current = (at: number) => samples.filter((s) => s.at <= at && at - s.at <= windowMs);

  const estimate = (): ClockEstimate | null => {
    samples = current(now());
    let best: ClockSample | undefined;
    for (const sample of samples) if (!best || sample.rtt <= best.rtt) best = sample;
    return best ? { offset: best.offset, error: best.rtt / 2, rtt: best.rtt, at: best.at } : null;
  };

  return {
    add: (sample) => {
      samples = [...current(now()), sample].slice(-MAX_SAMPLES);
    },
    estimate,
    serverNow: () => now() + (estimate()?.offset ?? 0),
  };
}
