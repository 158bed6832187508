import { Arrival } from './arrivals.ts';
import type { AgeReading } from './reading.ts';
import { LATENCY_TEXT } from './strings.ts';

/**
 * A duration as the latency tooltip and readout show it: '312 ms', '4.1 s', '38 s', '12 min', '3 h', '2 d'. Rounded
 * first, so 999.6 ms reads '1.0 s', never '1000 ms'.
 */
export function formatAge(ms: number): string {
  const whole = Math.round(Math.max(0, ms));
  if (whole < 1000) return `${whole} ms`;
  const seconds = whole / 1000;
  if (seconds < 9.95) return `${seconds.toFixed(1)} s`;
  if (seconds < 59.5) return `${Math.round(seconds)} s`;
  const minutes = seconds / 60;
  if (minutes < 59.5) return `${Math.round(minutes)} min`;
  const hours = minutes / 60;
  if (hours < 23.5) return `${Math.round(hours)} h`;
  return `${Math.round(hours / 24)} d`;
}

/** A leg of the path, which clocks of different machines can make negative: '−4 ms'. */
export function formatSpan(ms: number): string {
  return ms < 0 && Math.round(-ms) > 0 ? `−${formatAge(-ms)}` : formatAge(ms);
}

const THOUSANDS = new Intl.NumberFormat('en-US');

/** The offset to the millisecond and its error bound: '−4,999 ms ±1 ms'. */
export function formatOffset({ offset, error }: { offset: number; error: number }): string {
  const whole = Math.round(offset);
  const sign = whole < 0 ? '−' : whole > 0 ? '+' : '';
  return `${sign}${THOUSANDS.format(Math.abs(whole))} ms ±${formatAge(error)}`;
}

const NOT_LIVE_WHY: Partial<Record<Arrival, string>> = {
  [Arrival.loaded]: LATENCY_TEXT.loaded,
  [Arrival.replayed]: LATENCY_TEXT.replayed,
};

/**
 * Loaded or replayed posts are not live (their tooltip says so); held and unseen ones were, only
 * painted late.
 */
export const isLive = (reading: Pick<AgeReading, 'arrival'>) =>
  NOT_LIVE_WHY[reading.arrival] === undefined;

/**
 * The delivery latency (platform → this screen, at the first paint) as the tooltip's total says
 * it: '4.1 s'; '—' before the clock synced; '< 40 ms' when the offset's error bound exceeds it, as
 * only that bound is known.
 */
export function latencyText(reading: AgeReading): string {
  if (!reading.clock) return LATENCY_TEXT.unknownAge;
  if (reading.uncertain) return LATENCY_TEXT.atMost(formatAge(reading.total + reading.clock.error));
  return formatAge(reading.total);
}

function sourceNote(reading: AgeReading): string {
  if (reading.sourceFrom !== 'created_at') return '';
  const note = reading.platform === 'twitter' ? LATENCY_TEXT.createdAtX : LATENCY_TEXT.createdAt;
  return ` (${note})`;
}

/**
 * The tooltip's delivery latency, a line each: why the post is not live (loaded, replayed), then the legs of the
 * path, the total and the offset used; before the clock synced, only that the age is not known.
 */
export function ageLines(reading: AgeReading): string[] {
  const why = NOT_LIVE_WHY[reading.arrival];
  const lines = why ? [why] : [];
  if (!reading.clock) {
    lines.push(LATENCY_TEXT.unknownWhy);
  } else {
    lines.push(
      `${LATENCY_TEXT.toConnector}: ${formatSpan(reading.toConnector)}${sourceNote(reading)}`,
      `${LATENCY_TEXT.toPublished}: ${formatSpan(reading.toPublished)}`,
      `${LATENCY_TEXT.toScreen}: ${formatSpan(reading.toScreen)}`,
      `${LATENCY_TEXT.total}: ${latencyText(reading)}`,
      `${LATENCY_TEXT.clockOffset}: ${formatOffset(reading.clock)}`,
    );
    if (reading.uncertain) lines.push(LATENCY_TEXT.uncertainWhy);
  }
  if (reading.arrival === Arrival.held) lines.push(LATENCY_TEXT.held);
  if (reading.arrival === Arrival.unseen) lines.push(LATENCY_TEXT.unseen);
  return lines;
}
