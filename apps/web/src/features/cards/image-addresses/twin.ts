/** A part of an address as shown beside a look-alike: the characters, and whether they differ. */
export type TwinPart = { text: string; differs: boolean };

/** How many characters are shown on each side of the first and last difference. */
const CONTEXT = 4;

/**
 * Issue 48's "did you mean": the twin's characters around where it differs from the address as
 * read (the same length: a look-alike changes characters, never adds any), the differing ones
 * marked, with `…` where characters are left out; `whole` keeps every character.
 */
export function twinParts(read: string, twin: string, whole = false): TwinPart[] {
  const differs = [...twin].map((char, i) => char !== read[i]);
  const first = differs.indexOf(true);
  const last = differs.lastIndexOf(true);
  if (first === -1) return [{ text: twin, differs: false }];
  const start = whole ? 0 : Math.max(0, first - CONTEXT);
  const end = whole ? twin.length : Math.min(twin.length, last + CONTEXT + 1);
  const parts: TwinPart[] = [];
  if (start > 0) parts.push({ text: '…', differs: false });
  for (let i = start; i < end; i++) {
    const char = twin[i] ?? '';
    const at = parts[parts.length - 1];
    if (at && at.differs === differs[i] && at.text !== '…') at.text += char;
    else parts.push({ text: char, differs: differs[i] === true });
  }
  if (end < twin.length) parts.push({ text: '…', differs: false });
  return parts;
}
