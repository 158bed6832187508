import { uniqueUsernames } from '@launchdeck/protocol';

/**
 * FC §5: invited users are a comma-separated list, trimmed, empty entries dropped, unique
 * case-insensitively (the first spelling is kept; the protocol's rule, shared with the server).
 */
export function parseInvitedUsers(text: string): string[] {
  return uniqueUsernames(text.split(','));
}

/** FC §2: the dropdown shows up to 10 matches plus '+N more...'. */
export const SUGGESTION_LIMIT = 10;

export type Suggestions = { shown: string[]; more: number };

/**
 * FC §5 autocomplete: usernames containing the query, case-insensitively, except names already
 * entered. Names starting with the query come first, so the likeliest pick is at the top.
 */
export function suggestUsernames(
  usernames: readonly string[],
  query: string,
  entered: readonly string[],
): Suggestions {
  const needle = query.trim().toLowerCase();
  if (!needle) return { shown: [], more: 0 };
  const taken = new Set(entered.map((name) => name.toLowerCase()));
  const matches = usernames.filter((name) => {
    const key = name.toLowerCase();
    return key.includes(needle) && !taken.has(key);
  });
  const ranked = [
    ...matches.filter((name) => name.toLowerCase().startsWith(needle)),
    ...matches.filter((name) => !name.toLowerCase().startsWith(needle)),
  ];
  return {
    shown: ranked.slice(0, SUGGESTION_LIMIT),
    more: Math.max(0, ranked.length - SUGGESTION_LIMIT),
  };
}

export function moreLabel(more: number): string {
  return `+${more} more...`;
}
