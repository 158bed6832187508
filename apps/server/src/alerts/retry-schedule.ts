/**
 * Issue 51: when a failed delivery is tried again. The default is the Standard Webhooks
 * specification's recommended schedule after the first attempt: 5 seconds, 5 minutes, 30 minutes,
 * 2 hours, 5 hours, 10 hours, 10 hours (27.6 hours in all). WEBHOOK_RETRY_SCHEDULE gives it in
 * seconds, comma-separated.
 */
export const DEFAULT_RETRY_SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000] as const;

/** Each wait is moved by up to this share either way, so endpoints are not hit in lockstep. */
export const RETRY_JITTER = 0.1;

/**
 * The wait before attempt `attempts + 1` (ms) after `attempts` failed ones, or undefined when the
 * schedule is spent (the delivery is given up). A 429's Retry-After (ms) lengthens the wait, never
 * shortens it.
 */
export function nextRetryMs(
  scheduleSeconds: readonly number[],
  attempts: number,
  retryAfterMs?: number,
  random: () => number = Math.random,
): number | undefined {
  const seconds = scheduleSeconds[attempts - 1];
  if (seconds === undefined) return undefined;
  const jitter = 1 + (random() * 2 - 1) * RETRY_JITTER;
  return Math.max(Math.round(seconds * 1000 * jitter), retryAfterMs ?? 0);
}

/** The schedule's whole span in hours, as the owner is told when an endpoint is disabled. */
export const scheduleHours = (scheduleSeconds: readonly number[]): number =>
  Math.round((scheduleSeconds.reduce((sum, s) => sum + s, 0) / 3600) * 10) / 10;
