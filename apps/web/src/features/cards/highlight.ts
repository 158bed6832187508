import {
  HIGHLIGHT_COLORS,
  type HighlightColor,
  settingForHandle,
  type TrackerSettings,
} from '@launchdeck/protocol';

const KNOWN: ReadonlySet<string> = new Set(HIGHLIGHT_COLORS);

/** FC §3 accountHighlights: the colour name of an account's enabled highlight, else null. */
export function highlightFor(
  highlights: TrackerSettings['accountHighlights'],
  handle: string | undefined,
): HighlightColor | null {
  if (!handle) return null;
  const entry = settingForHandle(highlights, handle);
  return entry?.enabled && KNOWN.has(entry.color) ? entry.color : null;
}
