import type { AlertChannelKind, AlertKind, WebhookDelivery } from '@launchdeck/protocol';

type DeliveryStatus = WebhookDelivery['status'];

/** Each kind of feed entry as a trader says it (a rule's checkboxes, its one-line summary). */
export const KIND_LABELS: Readonly<Record<AlertKind, string>> = {
  post: 'Posts',
  reply: 'Replies',
  quote: 'Quotes',
  repost: 'Reposts',
  profile_update: 'Profile changes',
  follow: 'Follows',
  pinned: 'Pinned posts',
  delete: 'Deletions',
  external: 'External alerts',
};

/** A delivery's status as a word (its colour only repeats it). */
export const STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
  given_up: 'Given up',
};

/** Each kind of channel in a word (its badge, the Add a channel switch, a rule's checkboxes). */
export const CHANNEL_KIND_LABELS: Readonly<Record<AlertChannelKind, string>> = {
  webhook: 'Webhook',
  telegram: 'Telegram',
  discord: 'Discord',
  push: 'Push',
};

/** Each kind of channel as a noun in a sentence ("Delete the Telegram chat Desk"). */
const CHANNEL_KIND_NOUNS: Readonly<Record<AlertChannelKind, string>> = {
  webhook: 'webhook',
  telegram: 'Telegram chat',
  discord: 'Discord webhook',
  push: 'browser push channel',
};

/** The Settings → Alerts category's words (ours: issue 51; docs/alerts.md in plain words). */
export const ALERTS_TEXT = {
  intro:
    'Alerts reach you outside this tab: a rule picks the posts that matter, and each matching post is sent to the rule’s channels (a webhook, a Telegram chat, a Discord channel, a browser’s notifications) within moments of arriving. Nothing is lost while a channel is down: it is sent again until it gets through.',

  channelsTitle: 'Channels',
  channelsHint:
    'Where your alerts go. Test sends a sample post, so you can see it arrive before a rule uses it.',
  channelsLoading: 'Loading channels...',
  channelsFailed: 'Could not load your channels.',
  noChannelsYet: 'No channels yet: add one below.',
  retryLoad: 'Try again',

  addChannelTitle: 'Add a channel',
  added: (name: string) => `Added ${name}. Press Test beside it to see an alert arrive.`,
  adding: 'Adding...',
  nameOptional: 'Name (optional)',
  /** A schema's fragment ("must be a URL") as the sentence under its field. */
  fieldSentence: (fragment: string) => {
    const text = fragment.charAt(0).toUpperCase() + fragment.slice(1);
    return /[.!?]$/.test(text) ? text : `${text}.`;
  },

  addWebhookTitle: 'Add a webhook',
  webhookFormHint:
    'An address of yours (a bot, a script, an automation service) that receives each alert as a signed JSON request. Answer it with a 2xx within 10 seconds.',
  urlLabel: 'Webhook URL',
  urlPlaceholder: 'https://bot.example/launchdeck',
  urlHint: 'Must start with https:// and reach a public address.',
  urlMissing: 'Enter the URL your receiver listens on.',
  urlScheme: 'A webhook URL must start with https://.',
  webhookNameLabel: 'Name (optional)',
  webhookNamePlaceholder: 'My bot',
  webhookNameHint: 'Its host name when left blank.',
  addWebhook: 'Add webhook',
  addFailed: 'Could not add the webhook. Try again.',

  addTelegramTitle: 'Add a Telegram chat',
  telegramStepsLabel: 'How to set up a Telegram chat',
  telegramSteps: [
    'Create a bot with @BotFather (/newbot) and copy the token it gives you.',
    'Send your bot a message, or add it to your group or channel.',
    'The chat id is the number getUpdates shows for that chat (api.telegram.org/bot<token>/getUpdates), or @channelname for a public channel.',
  ],
  botTokenLabel: 'Bot token',
  botTokenPlaceholder: '123456789:AAE…',
  botTokenHint: 'Kept encrypted and never shown again.',
  showSecret: 'Show',
  hideSecret: 'Hide',
  showSecretLabel: (label: string) => `Show the ${label.toLowerCase()}`,
  hideSecretLabel: (label: string) => `Hide the ${label.toLowerCase()}`,
  chatIdLabel: 'Chat id',
  chatIdPlaceholder: '-1001234567890 or @mychannel',
  telegramNamePlaceholder: 'Trading desk',
  telegramNameHint: '“Telegram” and the chat id when left blank.',
  addTelegram: 'Add Telegram chat',
  addTelegramFailed: 'Could not add the Telegram chat. Try again.',

  addDiscordTitle: 'Add a Discord webhook',
  discordUrlLabel: 'Discord webhook URL',
  discordUrlPlaceholder: 'https://discord.com/api/webhooks/…',
  discordHelp:
    'In Discord: Server Settings → Integrations → Webhooks → New Webhook, pick the channel it posts to, then Copy Webhook URL.',
  discordUrlHint: 'Kept encrypted; listed without its token.',
  discordNamePlaceholder: 'Alpha calls',
  discordNameHint: '“Discord” when left blank.',
  addDiscord: 'Add Discord webhook',
  addDiscordFailed: 'Could not add the Discord webhook. Try again.',

  addPushTitle: 'Push to this browser',
  pushHelp:
    'Alerts pop up on this device as notifications, even with Launchdeck closed, as long as the browser runs. The browser asks you to allow notifications first.',
  turnOnPush: 'Turn on push alerts',
  turningOnPush: 'Turning on...',
  pushOn: (name: string) =>
    `Push alerts are on for this browser: ${name} in the list above. Press Test beside it to see one arrive; delete it there to stop them.`,
  pushUnsupported:
    'This browser cannot get push alerts: it has no service workers, Push API or notifications here. Use a current Chrome, Edge, Firefox or Safari at an https address (on an iPhone or iPad, add Launchdeck to the Home Screen and open it from there).',
  notificationsBlocked:
    'Notifications are blocked for this site. To allow them, click the icon left of the address bar (site settings), set Notifications to Allow, then reload this page.',
  pushDismissed:
    'Notifications were not allowed: the prompt was closed. Press Turn on push alerts again and choose Allow.',
  pushWorkerFailed: (why: string) =>
    `Could not start Launchdeck’s service worker in this browser (${why}). Reload the page and try again.`,
  pushKeyFailed: 'Could not get the server’s push key. Try again.',
  pushServiceFailed: (why: string) =>
    `This browser could not reach its push service (${why}), so it cannot get push alerts right now. Check your connection and try again; some browsers (private windows, Chromium without Google services, headless browsers) have no push service at all.`,
  pushSubscribeFailed: (why: string) =>
    `This browser refused the push subscription (${why}). Try again, or use another browser.`,
  addPushFailed: 'Could not add this browser. Try again.',

  desktopTitle: 'Desktop notifications',
  desktopLabel: 'Desktop notifications while Launchdeck is in the background',
  desktopHint:
    'While this tab is hidden (another tab or app in front), each new post that matches one of your rules shows a notification from this tab: no channel needed, only while Launchdeck is open. Set for this browser.',
  desktopUnsupported: 'This browser cannot show notifications.',
  desktopDismissed:
    'Notifications were not allowed, so this stays off. Turn it on again and choose Allow.',

  secretTitle: 'Your webhook’s signing secret',
  secretHint: (name: string) =>
    `Copy the secret for ${name} now: it will not be shown again. Your receiver checks each request’s signature with it (Standard Webhooks).`,
  secretLabel: 'Signing secret',
  copySecret: 'Copy secret',
  copied: 'Copied',
  copyFailed: 'Could not copy',
  secretDone: 'I saved it',

  target: (kind: AlertChannelKind, target: string) =>
    kind === 'telegram' ? `Chat ${target}` : target,
  disabled: 'Disabled',
  disabledSince: (when: string) => `Disabled ${when}.`,
  test: 'Test',
  testLabel: (name: string) => `Send a test event to ${name}`,
  testing: 'Sending...',
  testSent: 'Test event sent; waiting for the answer...',
  testDelivered: (code?: number) =>
    code === undefined ? 'Test delivered.' : `Test delivered (HTTP ${code}).`,
  testFailed: (why: string) => `Test failed: ${why}`,
  testFailedPlain: 'Test failed.',
  testFailedCall: 'Could not send the test event. Try again.',
  deleteChannel: 'Delete',
  deleteChannelLabel: (kind: AlertChannelKind, name: string) =>
    `Delete the ${CHANNEL_KIND_NOUNS[kind]} ${name}`,
  deleteChannelTitle: 'Delete this channel?',
  deleteChannelBody: (name: string) =>
    `${name} stops receiving alerts, and the deliveries still waiting for it are dropped. Rules that send to it keep their other channels.`,
  deleteFailed: 'Could not delete. Try again.',

  deliveriesTitle: 'Recent deliveries',
  deliveriesLabel: (name: string) => `Recent deliveries to ${name}`,
  deliveriesLoading: 'Loading deliveries...',
  deliveriesFailed: 'Could not load the deliveries.',
  noDeliveries: 'Nothing sent yet. Test sends a sample post.',
  deliveriesHint:
    'The 50 newest, kept 7 days. One left unanswered (or answered 5xx, 408, 429) is tried again for about 28 hours, 5 s, 5 min, 30 min, then hours apart; then the channel is disabled. Another 4xx fails it at once; a bot blocked in Telegram or a webhook deleted in Discord disables the channel at once.',
  attempts: (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`),
  httpStatus: (code: number) => `HTTP ${code}`,
  nextAttempt: (when: string) => `next try ${when}`,
  deliveredAt: (when: string) => `delivered ${when}`,
  retry: 'Retry',
  retryLabel: (type: string, when: string) => `Retry the ${type} delivery of ${when}`,
  retryFailed: 'Could not retry. Try again.',

  rulesTitle: 'Rules',
  rulesHint:
    'A rule sees posts that arrive after it is saved, never older ones. Every condition you set must match.',
  rulesLoading: 'Loading rules...',
  rulesFailed: 'Could not load your rules.',
  noRules: 'No rules yet.',
  addRule: 'Add rule',
  editRule: 'Edit',
  editRuleLabel: (name: string) => `Edit the rule ${name}`,
  enabledLabel: (name: string) => `Send alerts for ${name}`,
  on: 'On',
  off: 'Off',
  deleteRule: 'Delete',
  deleteRuleLabel: (name: string) => `Delete the rule ${name}`,
  deleteRuleTitle: 'Delete this rule?',
  deleteRuleBody: (name: string) => `${name} stops sending alerts. This cannot be undone.`,
  toggleFailed: 'Could not change the rule. Try again.',

  newRuleTitle: 'New rule',
  editRuleTitle: (name: string) => `Edit ${name}`,
  nameLabel: 'Rule name',
  namePlaceholder: 'Drops from the devs',
  nameMissing: 'Give the rule a name.',
  accountsLabel: 'Accounts',
  accountsPlaceholder: '@toly, aeyakovenko',
  accountsHint: 'Handles, separated by commas or spaces. Empty: every watched account.',
  kindsLegend: 'What to send',
  kindsMissing: 'Tick at least one kind of post.',
  hasAddressLabel: 'Only posts with a contract address',
  hasAddressHint: 'In the text, or read from a picture and checked.',
  keywordsLabel: 'Keywords',
  keywordsPlaceholder: 'launch, $BONK',
  keywordsHint:
    'Separated by commas. Any of them as a whole word, any case. Empty: no word is needed.',
  memeWordsLabel: 'Also my meme words',
  memeWordsHint: 'Your meme words (Word Highlighting) count as keywords too.',
  updatesLabel: 'Also later versions of a post (edits, addresses read from pictures)',
  updatesHint:
    'Without it, a later version is sent only when the first one did not match (say, its address was read from the picture later).',
  channelsLegend: 'Send to',
  noChannels: 'Add a channel above first: a rule sends its alerts to your channels.',
  channelDisabled: '(disabled)',
  ruleEnabledLabel: 'Rule on',
  save: 'Save rule',
  saving: 'Saving...',
  cancel: 'Cancel',
  saveFailed: 'Could not save the rule. Try again.',

  summaryEverything: 'Everything',
  summaryFrom: (handles: string) => `from ${handles}`,
  summaryEveryAccount: 'from every watched account',
  summaryAddress: 'with an address',
  summaryWords: (words: string) => `saying ${words}`,
  summaryMemeWords: 'my meme words',
  summaryUpdates: 'with later versions',
  summaryTo: (names: string) => `to ${names}`,
  summaryNowhere: 'to no channel yet',
  summaryDeletedChannel: 'a deleted channel',

  justNow: 'just now',
} as const;
