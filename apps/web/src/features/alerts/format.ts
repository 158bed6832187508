import type { AlertChannel, AlertRule, AlertRuleBody } from '@launchdeck/protocol';
import { ALERT_KINDS } from '@launchdeck/protocol';
import { KIND_LABELS, ALERTS_TEXT as T } from './strings.ts';

/** Handles as typed, split at commas and spaces (the server drops an '@' and lower-cases them). */
export function splitAccounts(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean);
}

/** Keywords split at commas only (a keyword may hold a space), trimmed, blanks left out. */
export function splitKeywords(text: string): string[] {
  return text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
}

/** A rule as the body that saves it again: its id and creation time left out. */
export function ruleBody(rule: AlertRule): AlertRuleBody {
  const { id: _id, createdAt: _createdAt, ...body } = rule;
  return body;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "a, b or c" */
function anyOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/**
 * A rule in one line: "Posts, replies from @toly · with an address · to My bot". Channels that
 * no longer exist read as "a deleted channel".
 */
export function ruleSummary(
  rule: AlertRuleBody,
  channels: readonly Pick<AlertChannel, 'id' | 'name'>[],
): string {
  const kinds = ALERT_KINDS.filter((kind) => rule.kinds.includes(kind));
  const what =
    kinds.length === ALERT_KINDS.length
      ? T.summaryEverything
      : kinds
          .map((kind, i) => (i === 0 ? KIND_LABELS[kind] : lowerFirst(KIND_LABELS[kind])))
          .join(', ');
  const accounts = rule.accounts ?? [];
  const from =
    accounts.length === 0
      ? T.summaryEveryAccount
      : T.summaryFrom(accounts.map((handle) => `@${handle.replace(/^@/, '')}`).join(', '));
  const parts = [`${what} ${from}`];
  if (rule.hasAddress) parts.push(T.summaryAddress);
  const words = [...(rule.keywords ?? []), ...(rule.memeWords ? [T.summaryMemeWords] : [])];
  if (words.length > 0) parts.push(T.summaryWords(anyOf(words)));
  if (rule.updates) parts.push(T.summaryUpdates);
  const names = (rule.channels ?? []).map(
    (id) => channels.find((channel) => channel.id === id)?.name ?? T.summaryDeletedChannel,
  );
  parts.push(names.length === 0 ? T.summaryNowhere : T.summaryTo(names.join(', ')));
  return parts.join(' · ');
}

const CLOCK = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** An ISO time as the trader's clock reads it: "Nov 30, 14:02:11". */
export function clockTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : CLOCK.format(time);
}

/** An ISO time from `now`: "in 5 min", "12 s ago", "just now"; past a day, its clock time. */
export function relativeTime(iso: string, now: number): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const seconds = Math.round((time - now) / 1000);
  const size = Math.abs(seconds);
  if (size < 5) return T.justNow;
  let amount: string;
  if (size < 60) amount = `${size} s`;
  else if (size < 3600) amount = `${Math.round(size / 60)} min`;
  else if (size < 86_400) amount = `${Math.round(size / 360) / 10} h`;
  else return clockTime(iso);
  return seconds > 0 ? `in ${amount}` : `${amount} ago`;
}
