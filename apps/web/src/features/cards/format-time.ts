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

/** FC §5: the card's time, or 'Invalid Date' when the date is missing or unreadable. */
export function postTime(post: Pick<Post, 'createdAt' | 'created_at'>): PostTime {
  const raw = post.createdAt || post.created_at;
  const date = raw ? new Date(raw) : null;
  if (!date || Number.isNaN(date.getTime())) return { label: CARD_TEXT.invalidDate, iso: null };
  return { label: FORMAT.format(date), iso: date.toISOString() };
}
