import type { Post } from '@launchdeck/protocol';
import { CARD_TEXT } from './strings.ts';

const FORMAT = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export type PostTime = { label: string; iso: string | null };

/**
 * The label shows whole seconds, so every date within one second reads the same. Posts of a burst
 * land in the same second: the last second's label is kept, and formatting (the costliest part of
 * a card's header) runs once a second rather than once a card.
 */
let lastSecond = Number.NaN;
let lastLabel = '';

function labelOf(date: Date): string {
  const second = Math.floor(date.getTime() / 1000);
  if (second !== lastSecond) {
    lastLabel = FORMAT.format(date);
    lastSecond = second;
  }
  return lastLabel;
}

/** FC §5: the card's time, or 'Invalid Date' when the date is missing or unreadable. */
export function postTime(post: Pick<Post, 'createdAt' | 'created_at'>): PostTime {
  const raw = post.createdAt || post.created_at;
  const date = raw ? new Date(raw) : null;
  if (!date || Number.isNaN(date.getTime())) return { label: CARD_TEXT.invalidDate, iso: null };
  return { label: labelOf(date), iso: date.toISOString() };
}
