/** User-visible strings of the deploy form (DA §2), written once for the components and tests. */
export const DEPLOY_TEXT = {
  title: 'Token Deploy',
  connected: 'Connected',
  disconnected: 'Disconnected',
  popOut: 'Pop Out GUI',
  wallet: 'Wallet',
  noWallet: 'No wallet imported',
  chooseWallet: 'Choose a wallet',
  name: 'Name',
  symbol: 'Symbol',
  website: 'Website (optional)',
  twitter: 'Twitter URL',
  platform: 'Platform',
  multiDeploy: 'Multi-Deploy',
  buyAmount: 'Buy Amount',
  gwei: 'Gwei',
  images: 'Images',
  noImages: 'No images: the token uses LETTER or ASCII art.',
  letter: 'LETTER',
  ascii: 'ASCII',
  clearAll: 'Clear All',
  removeImage: 'Remove image',
  launch: 'Launch Token (Enter Key)',
  /** Issue 50: on the Launch button, the exact amount the launch spends (launchBuyAmount). */
  launchSpends: (amount: string) => ` · Buys ${amount}`,
  autoFillOnCopy: 'Auto-fill name on copy',
  deploy: 'Deploy',
  deployFromPost: (handle: string) => `Deploy a token from @${handle}'s post`,
  resizePanel: 'Resize the deploy panel',
  close: 'Close',
  ok: 'OK',
  // Ours: what the spec leaves unsaid.
  notConnected: 'Not connected: the launch can go once the connection is back.',
  errorTitle: 'Launch failed',
  simulated: 'Simulated',
  deployedTitle: 'Token deployed',
  moreMints: 'The other mints of this multi-deploy',
  openTradingPage: (label: string) => `Open on ${label}`,
  dismiss: 'Dismiss',
  cancel: 'Cancel',
  // DA §2 / §5 Bags Fee Configuration ('You get', '@fee_claimer gets' and the save button quoted).
  bagsFeesGear: 'Bags fee configuration',
  bagsFeesTitle: 'Bags Fee Configuration',
  bagsClaimer: 'Fee claimer username',
  bagsClaimerPlaceholder: 'username (without @)',
  bagsCreatorShare: 'Your share (creator)',
  bagsHandlesInPost: 'Handles in the post',
  bagsYouGet: (percent: number) => `You get: ${percent}% of trading fees`,
  bagsClaimerGets: (handle: string, percent: number) =>
    `@${handle || 'fee_claimer'} gets: ${percent}%`,
  bagsNoClaimer: 'No fee claimer: you get all trading fees.',
  bagsSave: 'Save Configuration',
  // FC §4: the USD1 rule, with the numbers of usd1Required.
  usd1Rule: (percent: number, example: number, required: number) =>
    `USD1 mode needs the buy amount plus ${percent}% held in USD1: ${example} needs at least ${required}.`,
  launchProgress: 'Launch progress',
  // DA §2 Presets section and the DA §5 translate button by the name.
  presets: 'Presets',
  translateToChinese: 'Translate name to Chinese',
} as const;

/** The unit each buy amount is typed in, by the mode's currency. */
export const BUY_UNITS = { solana: 'SOL', bnb: 'BNB', usd1: 'USD1' } as const;
