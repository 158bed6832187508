/** FC §2 / §3 Sounds & Notifications: the words of the category, the spec's where it has them. */
export const SOUNDS_TEXT = {
  notificationsTitle: 'Notifications',
  notifications: 'Sound notifications',
  notificationsHint:
    'Plays a sound for each new live post from the accounts chosen below. The contract-address sound (Contract Addresses) and the meme-word alert (Word Highlighting) have switches of their own.',
  volume: 'Volume',
  volumeHint: 'How loud every alert and every preview plays.',
  accountsTitle: 'Which accounts notify',
  all: 'All accounts',
  specific: 'Specific accounts',
  allHint: 'Every new post plays a notification.',
  specificHint: 'Only posts from the accounts listed here play a notification.',
  specificAdd: 'Add an account to notify',
  specificListLabel: 'Accounts that notify',
  specificEmpty: 'No accounts yet: no post plays a notification until you add one.',
  defaultSoundTitle: 'Default sound',
  defaultSound: 'Default sound',
  defaultSoundHint:
    'Played for a post from an account without a sound of its own, and by the meme-word alert.',
  accountSoundsTitle: 'Per-account sounds',
  accountSoundsHint: "An account's own sound plays for its posts instead of the default sound.",
  accountSoundsAdd: 'Add an account with its own sound',
  accountSoundsNew: 'Sound for the added account',
  accountSoundsListLabel: 'Accounts with their own sound',
  accountSoundsEmpty: 'No account has a sound of its own.',
  accountSound: (handle: string) => `Sound for @${handle}`,
} as const;
