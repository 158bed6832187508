import {
  HIGHLIGHT_COLORS,
  type HighlightColor,
  settingForHandle,
  type TrackerSettings,
} from '@launchdeck/protocol';
import type { CSSProperties } from 'react';
import { HIGHLIGHT_COLOR_VALUES } from '../settings/index.ts';

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

/**
 * The card's inline style per colour: `--card-highlight` (read by highlight.css) set to the
 * colour's value. Built once, so a highlighted card adds no object of its own.
 */
export const HIGHLIGHT_STYLES = Object.fromEntries(
  HIGHLIGHT_COLORS.map((color) => {
    // React passes custom properties through; its CSSProperties type does not list them.
    const style = { '--card-highlight': HIGHLIGHT_COLOR_VALUES[color] } as CSSProperties;
    return [color, style];
  }),
) as Readonly<Record<HighlightColor, CSSProperties>>;
