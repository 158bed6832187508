/**
 * Whether a row matches what the admin typed: every word of the search, case-insensitively,
 * somewhere in its fields. An empty search matches every row.
 */
export function matchesSearch(fields: ReadonlyArray<string | null>, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields
    .filter((field) => field !== null)
    .join('\n')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}
