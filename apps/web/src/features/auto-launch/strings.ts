import { AUTO_LAUNCH_LIMITS, type DeployMode } from '@launchdeck/protocol';

type Image = 'post' | 'letter' | 'ascii';

/** The unit each platform's first buy is typed in (the protocol's: SOL, BNB, USD1). */
export const BUY_UNITS: Readonly<Record<DeployMode, string>> = {
  pump: 'SOL',
  bonk: 'SOL',
  bags: 'SOL',
  bnb: 'BNB',
  usd1: 'USD1',
};

/** Where a rule's token image comes from, as the trader picks it. */
export const IMAGE_LABELS: Readonly<Record<Image, string>> = {
  post: 'Post’s picture, else a letter',
  letter: 'A letter',
  ascii: 'ASCII art',
};

/**
 * Settings → Auto-launch's words (ours: issue 53); the header switch's and the toast's, which every
 * view loads, are in notice-strings.ts.
 */
export const AUTO_LAUNCH_TEXT = {
  intro:
    'A rule launches a token on its own when a watched account posts something that matches: the post’s name and ticker, as a card’s Deploy fills them, with the platform, wallet and first buy you choose, within the limits you set. A new rule starts in dry run: it records what it would have launched and sends nothing.',

  stateLoading: 'Checking auto-launch…',
  stateOn: 'Auto-launch is on: your enabled rules fire on new posts.',
  openAccount: 'Open Account security',
  pause: 'Pause all',
  resume: 'Resume',
  pausing: 'Pausing…',
  resuming: 'Resuming…',

  rulesTitle: 'Rules',
  rulesHint: `Up to ${AUTO_LAUNCH_LIMITS.rulesMax} rules. A rule sees only new posts that reach us within its post age, never edits or older posts.`,
  rulesLoading: 'Loading rules…',
  rulesFailed: 'Could not load your auto-launch rules.',
  retryLoad: 'Try again',
  noRules: 'No rules yet.',
  addRule: 'Add rule',

  dryRunBadge: 'Dry run',
  dryRunBadgeLabel: 'Dry run: sends nothing',
  liveBadge: 'Live',
  on: 'On',
  off: 'Off',
  enabledLabel: (name: string) => `Rule ${name} on`,
  editRule: 'Edit',
  editRuleLabel: (name: string) => `Edit the rule ${name}`,
  deleteRule: 'Delete',
  deleteRuleLabel: (name: string) => `Delete the rule ${name}`,
  deleteRuleTitle: 'Delete this rule?',
  deleteRuleBody: (name: string) =>
    `${name} stops launching. Its launches stay in My Launches. This cannot be undone.`,
  deleteFailed: 'Could not delete the rule. Try again.',
  toggleFailed: 'Could not change the rule. Try again.',

  turnOnTitle: (name: string) => `Turn on ${name}`,
  turnOnHint: 'Turning a rule on needs your two-factor code.',
  turnOn: 'Turn on',
  turningOn: 'Turning on…',

  // One line each of a rule's row.
  whenLabel: 'When',
  launchLabel: 'Launches',
  limitsLabel: 'Limits',
  statsLabel: 'Last 24 h',
  summaryFrom: (handles: string) => `from ${handles}`,
  summaryAddress: 'with an address',
  summaryWords: (words: string) => `saying ${words}`,
  summaryMemeWords: 'my meme words',
  summaryTestPosts: 'test posts too',
  summaryAction: (platform: string, amount: string, wallet: string) =>
    `on ${platform}, first buy ${amount}, from ${wallet}`,
  summaryPreset: (name: string) => `preset ${name}`,
  summaryImage: (image: string) => `image: ${image.toLowerCase()}`,
  summaryChannels: (n: number) => `tells ${n} channel${n === 1 ? '' : 's'}`,
  summaryNoWallet: 'a wallet no longer listed',
  summaryPerHour: (n: number) => `${n} an hour`,
  summaryPerDay: (n: number) => `${n} a day`,
  summarySpendCap: (amount: string) => `spend cap ${amount} a day`,
  summaryCooldown: (seconds: string) => `${seconds} cooldown per account`,
  summaryPostAge: (seconds: string) => `posts up to ${seconds} old`,
  statsLaunches: (hour: number, day: number) => `${hour} this hour, ${day} today`,
  statsSpent: (amount: string) => `spent ${amount}`,
  statsWouldSpend: (amount: string) => `would have spent ${amount}`,
  statsRefused: (n: number) => `${n} refused`,
  statsNone: 'nothing yet',

  newRuleTitle: 'New auto-launch rule',
  editRuleTitle: (name: string) => `Edit ${name}`,
  nameLabel: 'Rule name',
  namePlaceholder: 'Elon’s coins',
  triggerLegend: 'When',
  accountsLabel: 'Accounts',
  accountsPlaceholder: '@elonmusk, cz_binance',
  accountsHint: 'Handles, separated by commas or spaces. At least one.',
  kindsLegend: 'Which posts',
  hasAddressLabel: 'Only posts with a contract address',
  hasAddressHint: 'In the text, or read from a picture and checked.',
  keywordsLabel: 'Keywords',
  keywordsPlaceholder: 'launch, $DOGE',
  keywordsHint:
    'Separated by commas. Any of them as a whole word, any case. Empty: no word is needed.',
  memeWordsLabel: 'Also my meme words',
  memeWordsHint: 'Your meme words (Word Highlighting) count as keywords too.',
  actionLegend: 'Launch',
  platformLabel: 'Platform',
  walletLabel: 'Wallet',
  walletHint: (unit: string) => `A wallet of yours that pays in ${unit}.`,
  noWallet: 'No wallet for this platform: add one in Deploy Settings → Wallets.',
  chooseWallet: 'Choose a wallet',
  buyAmountLabel: (unit: string) => `First buy (${unit})`,
  imageLabel: 'Image',
  presetLabel: 'Use preset',
  presetHint:
    'A copy of the preset is saved with the rule: its name, ticker and image settings shape the launch as its hotkey would.',
  noPreset: 'No preset',
  savedPreset: (name: string) => `${name} (saved copy)`,
  limitsLegend: 'Limits',
  perHourLabel: 'Launches an hour',
  perDayLabel: 'Launches a day',
  spendCapLabel: (unit: string) => `Spend cap a day (${unit}, optional)`,
  spendCapHint: 'Beside the wallet’s own cap. Blank: only the wallet’s.',
  cooldownLabel: 'Cooldown per account (s)',
  maxPostAgeLabel: 'Max post age (s)',
  maxPostAgeHint: 'A post older than this when it reaches us never fires the rule.',
  channelsLegend: 'Tell my alert channels',
  channelsHint:
    'Each fire of the rule (what it launched, or why not, and the post) is sent to the channels ticked.',
  channelsLoading: 'Loading your alert channels…',
  channelsFailed: 'Could not load your alert channels.',
  noChannels: 'No alert channels yet: they are added in Settings → Alerts.',
  /** A channel's kind under its name, and a note when it is disabled: "Telegram (disabled)". */
  channelAbout: (kind: string, disabled: boolean) => (disabled ? `${kind} (disabled)` : kind),
  testPostsLabel: 'Fire on test posts too',
  testPostsHint: 'The administrator’s test posts, to try the rule.',
  dryRunLabel: 'Dry run',
  dryRunHint: 'Match and record what would have launched; send nothing.',
  ruleEnabledLabel: 'Rule on',
  codeLabel: 'Two-factor code',
  codeHint:
    'A code from your authenticator app is needed to create a rule, turn one on, or raise what it may spend.',
  save: 'Save rule',
  saving: 'Saving…',
  cancel: 'Cancel',
  saveFailed: 'Could not save the rule. Try again.',
  enterNumber: 'Enter a number.',
  enterBuyAmount: 'Enter the first buy.',
  chooseWalletFirst: 'Choose a wallet.',
  atLeast: (n: number) => `Must be at least ${n}.`,
  atMost: (n: number) => `Must be at most ${n}.`,
  wholeNumber: 'Must be a whole number.',
  /** A schema's fragment ("must not be empty") as the sentence under its field. */
  fieldSentence: (fragment: string) => {
    const text = fragment.charAt(0).toUpperCase() + fragment.slice(1);
    return /[.!?]$/.test(text) ? text : `${text}.`;
  },
} as const;
