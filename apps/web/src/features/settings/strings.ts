/**
 * FC §2 Settings dialog: its six categories, in the spec's sidebar order, then ours: Alerts,
 * Auto-launch (issue 53), Account.
 */
export const SETTINGS_CATEGORIES = [
  'appearance',
  'sounds',
  'contractAddresses',
  'wordHighlighting',
  'siteChat',
  'advanced',
  'alerts',
  'autoLaunch',
  'account',
] as const;
export type SettingsCategory = (typeof SETTINGS_CATEGORIES)[number];

/** The Settings dialog's words: the spec's where it quotes them (FC §2), ours elsewhere. */
export const SETTINGS_TEXT = {
  title: 'Settings',
  categories: {
    appearance: 'Appearance',
    sounds: 'Sounds & Notifications',
    contractAddresses: 'Contract Addresses',
    wordHighlighting: 'Word Highlighting',
    siteChat: 'Site Chat',
    advanced: 'Advanced',
    alerts: 'Alerts',
    autoLaunch: 'Auto-launch',
    account: 'Account',
  } satisfies Record<SettingsCategory, string>,
  categoriesLabel: 'Settings categories',
  autoSaveNote: 'Settings save automatically.',
} as const;
