import type { Author, Platform } from '@launchdeck/protocol';

/** Fictional people and bots: the demo must never put words in a real account's mouth. */

export type DemoPlatform = (typeof Platform)[keyof typeof Platform];
export type DemoWatchedAccount = {
  handle: string;
  name: string;
  avatar: string;
  platform: DemoPlatform;
};
type DemoAccount = DemoWatchedAccount & { verified?: boolean };

/** Stable placeholder images: the same seed always answers the same picture. */
export const avatarUrl = (seed: string) => `https://picsum.photos/seed/ld-${seed}/400/400`;

const account = (
  handle: string,
  name: string,
  platform: DemoPlatform,
  verified?: boolean,
): DemoAccount => ({
  handle,
  name,
  avatar: avatarUrl(handle.replace(/\W/g, '')),
  platform,
  ...(verified ? { verified } : {}),
});

/** The watched accounts, keyed by a short name the scenes use. */
export const DEMO_ACCOUNTS = {
  maya: account('solvector', 'Maya Okafor | Vector', 'twitter', true),
  kaito: account('degenkaito', 'kaito 🐸', 'twitter'),
  witch: account('chartwitch', 'Chart Witch 🔮', 'twitter'),
  marrow: account('0xmarrow', 'marrow.bnb', 'twitter'),
  wire: account('blockwire', 'BlockWire News', 'twitter', true),
  ansel: account('ansel_bnb', 'Ansel Wu 吴安森', 'twitter'),
  minji: account('minji_onchain', '민지 Minji', 'twitter'),
  volkov: account('volkov_sol', 'Дмитрий Волков', 'twitter'),
  layla: account('layla_defi', 'ليلى حداد | Layla', 'twitter'),
  whisper: account('pumpwhisper', 'pump whisperer', 'twitter'),
  haldane: account('senatorhaldane', 'Senator Roy Haldane', 'truthsocial', true),
  sienna: account('sienna.vale', 'Sienna Vale', 'instagram', true),
  tomas: account('tomas.bsky.social', 'Tomás Ferreira', 'bluesky'),
  radar: account('launchradar', 'LaunchRadar Alerts', 'external'),
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

/** Seeds the watched-accounts table on first start. */
export const DEMO_WATCHED_ACCOUNTS: DemoWatchedAccount[] = Object.values(DEMO_ACCOUNTS).map(
  ({ handle, name, avatar, platform }) => ({ handle, name, avatar, platform }),
);

/** Accounts that show up only as quoted, reposted or followed people. */
export const DEMO_BYSTANDERS = {
  historian: account('meme_historian', 'meme historian 📜', 'twitter'),
  goblin: account('goblintown_sol', 'Goblin Town $GOBLIN', 'twitter'),
  duck: account('cryptoduck_', 'crypto duck 🦆', 'twitter'),
  bonk: account('bonkmaxi', 'bonk maxi', 'twitter'),
  fortune: account('fortune_bnb', 'Fortune Cat $FORTUNE', 'twitter'),
  patriot: account('patriotpulse', 'Patriot Pulse', 'truthsocial'),
} as const satisfies Record<string, DemoAccount>;

export type DemoBystanderKey = keyof typeof DEMO_BYSTANDERS;

const EVERYONE = { ...DEMO_ACCOUNTS, ...DEMO_BYSTANDERS };

/** The author block of a post by a demo account or bystander. */
export function authorOf(key: DemoAccountKey | DemoBystanderKey): Author {
  const { handle, name, avatar, verified } = EVERYONE[key];
  return { handle, name, avatar, ...(verified ? { verified } : {}) };
}
