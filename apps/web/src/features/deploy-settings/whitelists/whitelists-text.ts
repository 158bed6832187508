import { WHITELIST_MESSAGES } from '@launchdeck/protocol';

/** DA §2 Whitelists and the DA §5 whitelist entry ('Username already in whitelist' quoted). */
export const WHITELISTS_TEXT = {
  hint: 'A post whose author’s handle contains an entry always launches on that platform, whatever the default. The lists are checked in the order bnb → bonk → usd1 → pump; the first match wins.',
  listLabel: (platform: string) => `${platform} whitelist`,
  inputLabel: (platform: string) => `Username to add to the ${platform} whitelist`,
  placeholder: 'username',
  add: 'Add',
  remove: (name: string, platform: string) => `Remove ${name} from ${platform} whitelist`,
  count: (count: number) => (count === 1 ? '1 account' : `${count} accounts`),
  noEntries: 'No accounts yet.',
  ...WHITELIST_MESSAGES,
} as const;
