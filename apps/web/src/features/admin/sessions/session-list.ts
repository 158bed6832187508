import type { AdminSession } from '@launchdeck/protocol';
import { matchesSearch } from '../tab-parts/matches-search.ts';

/** Sessions matching the search (every word, in the username or IP). */
export function sessionsShown(sessions: readonly AdminSession[], search: string): AdminSession[] {
  return sessions.filter((session) => matchesSearch([session.username, session.ip], search));
}

const LOCAL_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** An ISO time in the admin's own zone and words ('Jan 2, 2025, 4:05:06 AM'). */
export function localTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : LOCAL_TIME.format(at);
}
