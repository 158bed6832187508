import type { AdminSession } from '@launchdeck/protocol';
import { matchesSearch } from '../tab-parts/matches-search.ts';

/** Sessions matching the search (every word, in the username or IP). */
export function sessionsShown(sessions: readonly AdminSession[], search: string): AdminSession[] {
  return sessions.filter((session) => matchesSearch([session.username, session.ip], search));
}
