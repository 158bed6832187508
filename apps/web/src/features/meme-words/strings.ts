/** The meme-word screens' words; the FC §5 / §8 messages are the protocol's MEME_WORD_MESSAGES. */
export const MEME_TEXT = {
  modalTitle: 'Meme Settings',
  intro:
    'Words that light up in posts: a word of a post holding one of these (any case) is highlighted, and $TICKERs always are. Your list is kept with your account, so it follows you to any browser.',
  highlighting: 'Meme highlighting',
  wordLabel: 'Meme word',
  wordPlaceholder: 'e.g. pepe',
  add: 'Add',
  remove: 'Remove',
  removeWord: (word: string) => `Remove "${word}"`,
  listLabel: 'Your meme words',
  count: (n: number) => (n === 1 ? '1 word' : `${n} words`),
  empty: 'No meme words yet: add one above.',
  loading: 'Loading your meme words…',
  retry: 'Try again',
  alertSwitch: 'Meme alerts',
  alertHint:
    'A sound and a notification when a live post holds one of your meme words, even from an account whose notifications are off.',
  feedHint: 'Tip: click a highlighted word in the feed to open Meme Settings.',
  alertNotice: (word: string, handle: string) => `Meme word “${word}” in a post by @${handle}`,
} as const;
