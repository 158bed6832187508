import type { LoginFormat, UserStatus } from '@launchdeck/protocol';
import type { AdminUserStatusResponse } from '../admin-api.ts';
import { matchesSearch } from '../tab-parts/matches-search.ts';

/** One login as a row of the User Management table (with auto-launch's switch, issue 53). */
export type UserRow = UserStatus & { username: string; autoLaunch?: boolean };

/** The users map (DA §7) as rows, by username, the reserved admin first. */
export function userRowsOf({ users }: AdminUserStatusResponse): UserRow[] {
  return Object.entries(users)
    .map(([username, status]) => ({ username, ...status }))
    .sort(
      (a, b) =>
        Number(b.reserved) - Number(a.reserved) ||
        a.username.localeCompare(b.username, undefined, { sensitivity: 'base' }),
    );
}

/** How many logins each sub-tab holds (DA §2 Enhanced Logins, Legacy Logins). */
export function countByFormat(rows: readonly UserRow[]): Record<LoginFormat, number> {
  const counts = { enhanced: 0, legacy: 0 };
  for (const row of rows) counts[row.format] += 1;
  return counts;
}

/** A sub-tab's rows matching the search (every word, in the username or Discord user id). */
export function usersShown(
  rows: readonly UserRow[],
  format: LoginFormat,
  search: string,
): UserRow[] {
  return rows.filter(
    (row) => row.format === format && matchesSearch([row.username, row.discordUserId], search),
  );
}
