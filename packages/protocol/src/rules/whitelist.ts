import type { DeployMode, DeploySettings } from '../deploy-settings.ts';

type Whitelists = Pick<
  DeploySettings,
  'pumpFunWhitelist' | 'bonkWhitelist' | 'bnbWhitelist' | 'usd1Whitelist'
>;

/** DA §4: the order the whitelists are checked in; the first match decides the platform. */
export const WHITELIST_ORDER = [
  ['bnb', 'bnbWhitelist'],
  ['bonk', 'bonkWhitelist'],
  ['usd1', 'usd1Whitelist'],
  ['pump', 'pumpFunWhitelist'],
] as const satisfies readonly (readonly [DeployMode, keyof Whitelists])[];

/** DA §5: a whitelist entry is trimmed, lowercased and loses its '@'; empty means none. */
export function normalizeWhitelistEntry(entry: string): string {
  return entry.trim().toLowerCase().replaceAll('@', '');
}

/**
 * DA §4 / §6: the platform a post's author always launches on, or null. A handle matches a list
 * when it contains any of its entries, case-insensitively; bnb is checked first, then bonk, usd1
 * and pump.
 */
export function whitelistedMode(
  handle: string | undefined,
  settings: Whitelists,
): DeployMode | null {
  const author = normalizeWhitelistEntry(handle ?? '');
  if (!author) return null;
  for (const [mode, key] of WHITELIST_ORDER) {
    const hit = settings[key].some((entry) => {
      const listed = normalizeWhitelistEntry(entry);
      return listed !== '' && author.includes(listed);
    });
    if (hit) return mode;
  }
  return null;
}

/** DA §5 whitelist messages; the empty entry's is ours. */
export const WHITELIST_MESSAGES = {
  duplicate: 'Username already in whitelist',
  empty: 'Enter a username to add',
} as const;

/**
 * DA §5: adds an entry to a whitelist, trimmed, lowercased and without '@'; an empty entry or one
 * already listed is refused with its message, and the list is left as it was.
 */
export function addWhitelistEntry(
  list: readonly string[],
  raw: string,
): { list: string[] } | { error: string } {
  const entry = normalizeWhitelistEntry(raw);
  if (!entry) return { error: WHITELIST_MESSAGES.empty };
  if (list.some((listed) => normalizeWhitelistEntry(listed) === entry)) {
    return { error: WHITELIST_MESSAGES.duplicate };
  }
  return { list: [...list, entry] };
}
