/** DA §2 import dev wallet: the key field shows only its first 3 characters. */
export const VISIBLE_KEY_CHARS = 3;
export const MASK_CHAR = '•';

/** What the field shows for `key`: its first 3 characters, then one mask character per character. */
export function maskKey(key: string): string {
  const hidden = Math.max(0, key.length - VISIBLE_KEY_CHARS);
  return key.slice(0, VISIBLE_KEY_CHARS) + MASK_CHAR.repeat(hidden);
}

/**
 * The key after one edit of the masked field. `next` is the field's text after the edit and
 * `caret` where the caret stands then. Every edit (typing, paste, backspace, delete, cut,
 * deleting a selection) replaces one run of the old text and leaves the caret after what it
 * inserted, so the characters after the caret are the old text's last ones, unchanged, and the
 * inserted text is what lies between the unchanged start and the caret. Mask characters are
 * never part of a key, so the unchanged start is found by comparing the old masked text.
 */
export function applyMaskedEdit(key: string, next: string, caret: number): string {
  const shown = maskKey(key);
  const at = Math.min(Math.max(caret, 0), next.length);
  const kept = Math.min(next.length - at, shown.length);
  const limit = Math.min(at, shown.length - kept);
  let start = 0;
  while (start < limit && shown[start] === next[start]) start += 1;
  return key.slice(0, start) + next.slice(start, at) + key.slice(shown.length - kept);
}
