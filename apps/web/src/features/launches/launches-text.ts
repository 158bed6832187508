import type { Chain, DeployMode, LaunchStage, LaunchStatus } from '@launchdeck/protocol';

/** The platforms as the launch list names them. */
export const PLATFORM_NAMES: Record<DeployMode, string> = {
  pump: 'Pump',
  bonk: 'Bonk',
  usd1: 'USD1',
  bags: 'Bags',
  bnb: 'BNB',
};

/** Each status as the trader reads it. */
export const STATUS_NAMES: Record<LaunchStatus, string> = {
  preparing: 'Preparing',
  sent: 'Sent',
  confirmed: 'Confirmed',
  failed: 'Failed',
  /** Issue 53: an auto-launch rule in dry run matched a post; nothing was sent. */
  dry_run: 'Dry run',
};

export const STAGE_NAMES: Record<LaunchStage, string> = {
  matched: 'Matched',
  validated: 'Checked',
  metadata: 'Metadata',
  prepared: 'Prepared',
  signed: 'Signed',
  sent: 'Sent',
  confirmed: 'Confirmed',
};

/** My Launches' words (issue 32). */
export const LAUNCHES_TEXT = {
  nav: 'Launches',
  /** Issue 50: the header's way back to the feed from My Launches. */
  feedNav: 'Feed',
  title: 'My Launches',
  intro: 'Every token you launched, where it came from, and how it went.',
  backToFeed: '← Back to Feed',
  listLabel: 'Your launches',
  platformFilter: 'Platform',
  statusFilter: 'Status',
  allPlatforms: 'All platforms',
  allStatuses: 'All statuses',
  loading: 'Loading your launches…',
  loadingMore: 'Loading older launches…',
  empty: 'No launches yet. Press Deploy on a post in the feed and your launches show up here.',
  emptyFiltered: 'No launches match these filters.',
  failedToLoad: 'Your launches could not be loaded.',
  retry: 'Try again',
  launchAgain: 'Launch again',
  launchAgainLabel: (name: string) => `Launch ${name} again`,
  showStages: (name: string) => `Stages of ${name}`,
  stagesTitle: 'Stages',
  noStages: 'No stage was reached.',
  stagesNote: 'Milliseconds since the launch reached the server.',
  /** Issue 53: a rule's launch counts from the post, not from a request. */
  stagesNoteRule: 'Milliseconds since the post reached the server; its rule matched it first.',
  noAddress: 'No address',
  copyAddress: (address: string) => `Copy address ${address}`,
  copied: 'Copied',
  explorer: (chain: Chain) => (chain === 'bnb' ? 'BscScan' : 'Solscan'),
  openOn: (site: string, address: string) => `Open ${address} on ${site}`,
  sourcePost: (handle: string) => `@${handle}`,
  sourcePostLabel: (handle: string) => `Show the post by @${handle}`,
  sourcePostTitle: 'The post it was launched from',
  noSourcePost: 'Typed by hand',
  /** Issue 50: the hotkey that launched it, and the post it launched from. */
  hotkey: (keybind: string) => `Hotkey ${keybind}`,
  /** Issue 53: the auto-launch rule that launched it. */
  rule: (name: string) => `Rule: ${name}`,
  postOf: (handle: string) => `@${handle}'s post`,
  simulated: 'Simulated',
  multiDeploy: (count: number) => `${count} tokens`,
  columns: {
    time: 'Time',
    platform: 'Platform',
    token: 'Token',
    status: 'Status',
    addresses: 'Addresses',
    source: 'Post',
    trader: 'Trader',
    actions: 'Actions',
  },
} as const;
