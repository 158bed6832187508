/**
 * Characters that PostgreSQL text and JSON storage cannot hold: NUL, and half of a UTF-16
 * surrogate pair without its other half (with the `u` flag, `\p{Cs}` matches only those).
 */
const UNSTORABLE = /\p{Cs}/u;

/** A fragment: describeZodError puts the field's name in front. */
export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL or unpaired surrogate characters';

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !UNSTORABLE.test(value);
}

/** The same text with every unstorable character replaced, for naming a bad object key. */
const printable = (value: string) =>
  value.replaceAll('\u0000', '\ufffd').replace(/\p{Cs}/gu, '\ufffd');

/**
 * The path of the first string in a parsed value (an object key counts too) that storage cannot
 * hold, or undefined when every one is storable.
 */
export function unstorableTextPath(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableTextPath(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, printable(key)];
    const found = unstorableTextPath(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
