import { isVisiblyEmpty } from './visible-text.ts';

/**
 * FC §5: a word is a meme word when it contains any configured word, ignoring case ("MEMECOIN"
 * holds "coin"). `memeWords` are expected lowercased and trimmed, as the settings store them.
 */
export function containsMemeWord(word: string, memeWords: readonly string[]): boolean {
  if (memeWords.length === 0) return false;
  const lower = word.toLowerCase();
  return memeWords.some((memeWord) => memeWord !== '' && lower.includes(memeWord));
}

/** FC §5 / §8 meme-word messages, quoted exactly; ours are marked. */
export const MEME_WORD_MESSAGES = {
  empty: 'Please enter a word to add',
  dollar: 'Cannot add words containing "$" symbol',
  duplicate: 'Word already exists in meme list',
  notFound: 'Word not found in meme list',
  noWords: 'No meme words found',
  loadFailed: 'Failed to load meme settings',
  addFailed: 'Failed to add meme word',
  toggleFailed: 'Failed to toggle meme settings',
  removeFailed: 'Failed to remove meme word',
  added: (word: string) => `Added "${word}" to meme words`,
  removed: (word: string) => `Removed "${word}" from meme words`,
  toggled: (enabled: boolean) => `Meme highlighting ${enabled ? 'enabled' : 'disabled'}`,
  // Ours: FC §5 highlights whole words, so a phrase could never match; and the list's bounds.
  oneWord: 'A meme word is one word, without spaces',
  tooLong: (max: number) => `A meme word is at most ${max} characters`,
  full: (max: number) => `The meme list holds at most ${max} words; remove one first`,
} as const;

export const MEME_WORD_LIMITS = { wordMax: 64, wordsMax: 500 } as const;

/** Why a word is refused: a word that is not acceptable, or one the list's state refuses. */
export type MemeWordRefusal = 'invalid' | 'duplicate' | 'full' | 'notFound' | 'noWords';

export type MemeWordCheck =
  | { ok: true; word: string }
  | { ok: false; reason: MemeWordRefusal; error: string };

const refuse = (reason: MemeWordRefusal, error: string): MemeWordCheck => ({
  ok: false,
  reason,
  error,
});

/**
 * FC §5: what a word typed into the meme list becomes, or why it is refused: lowercased and
 * trimmed; empty, holding '$', already listed (or, ours, holding a space, too long, the list full)
 * is refused with its message. Empty is judged on what is seen (isVisiblyEmpty): a word of only
 * ZWSP, U+2800 or U+3164 gets 'Please enter a word to add' too.
 */
export function checkMemeWordToAdd(raw: string, words: readonly string[]): MemeWordCheck {
  const word = raw.trim().toLowerCase();
  if (isVisiblyEmpty(word)) return refuse('invalid', MEME_WORD_MESSAGES.empty);
  if (word.includes('$')) return refuse('invalid', MEME_WORD_MESSAGES.dollar);
  if (/\s/.test(word)) return refuse('invalid', MEME_WORD_MESSAGES.oneWord);
  if (word.length > MEME_WORD_LIMITS.wordMax) {
    return refuse('invalid', MEME_WORD_MESSAGES.tooLong(MEME_WORD_LIMITS.wordMax));
  }
  if (words.includes(word)) return refuse('duplicate', MEME_WORD_MESSAGES.duplicate);
  if (words.length >= MEME_WORD_LIMITS.wordsMax) {
    return refuse('full', MEME_WORD_MESSAGES.full(MEME_WORD_LIMITS.wordsMax));
  }
  return { ok: true, word };
}

/** FC §5: the listed word to remove, or 'No meme words found' / 'Word not found in meme list'. */
export function checkMemeWordToRemove(raw: string, words: readonly string[]): MemeWordCheck {
  if (words.length === 0) return refuse('noWords', MEME_WORD_MESSAGES.noWords);
  const word = raw.trim().toLowerCase();
  if (!words.includes(word)) return refuse('notFound', MEME_WORD_MESSAGES.notFound);
  return { ok: true, word };
}

/** FC §5: a '$' typed into the meme-word field is dropped as it is typed. */
export function stripTypedDollar(typed: string): string {
  return typed.replaceAll('$', '');
}
