/**
 * FC §5: a word is a meme word when it contains any configured word, ignoring case ("MEMECOIN"
 * holds "coin"). `memeWords` are expected lowercased and trimmed, as the settings store them.
 */
export function containsMemeWord(word: string, memeWords: readonly string[]): boolean {
  if (memeWords.length === 0) return false;
  const lower = word.toLowerCase();
  return memeWords.some((memeWord) => memeWord !== '' && lower.includes(memeWord));
}
