import { LATENCY_TEXT } from './strings.ts';

/** A post's age as the card shows it and its accessible name. */
export type PostAgeText = {
  /** 'now', '12s', '3m', '2h', then the day: 'Nov 20' (with the year when it is not this one). */
  text: string;
  /** 'Posted just now', 'Posted 12 seconds ago', 'Posted on Nov 20'. */
  label: string;
  /** A date: the text will not change again, so a ticker may stop looking at it. */
  settled: boolean;
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Under this, 'now': a live post's first seconds are its delivery latency, told by the tooltip. */
export const NOW_UNDER_MS = 5 * SECOND;

const DAY_OF_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const DAY_WITH_YEAR = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * Issue 50: how long ago a post was made, from its age in ms (never below 0) and when it was made
 * (epoch ms, for the day once it is a day old). Whole units, rounded down: 59.9 s reads '59s'.
 */
export function postAgeText(ageMs: number, madeAt: number, nowMs: number): PostAgeText {
  const age = Math.max(0, ageMs);
  if (age < NOW_UNDER_MS)
    return { text: LATENCY_TEXT.now, label: LATENCY_TEXT.postedNow, settled: false };
  const ago = (count: number, short: string, unit: string): PostAgeText => ({
    text: `${count}${short}`,
    label: LATENCY_TEXT.postedAgo(plural(count, unit)),
    settled: false,
  });
  if (age < MINUTE) return ago(Math.floor(age / SECOND), 's', 'second');
  if (age < HOUR) return ago(Math.floor(age / MINUTE), 'm', 'minute');
  if (age < DAY) return ago(Math.floor(age / HOUR), 'h', 'hour');
  const made = new Date(madeAt);
  const sameYear = made.getFullYear() === new Date(nowMs).getFullYear();
  const day = (sameYear ? DAY_OF_YEAR : DAY_WITH_YEAR).format(made);
  return { text: day, label: LATENCY_TEXT.postedOn(day), settled: true };
}
