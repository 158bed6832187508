import { HIGHLIGHT_COLORS, type HighlightColor } from '@launchdeck/protocol';

/**
 * FC §9 account highlight colours as CSS colours, for the settings' swatches: the same variables
 * the highlighted cards use (features/cards/highlight.css), so a swatch is the card's colour.
 */
export const HIGHLIGHT_COLOR_VALUES = Object.fromEntries(
  HIGHLIGHT_COLORS.map((name) => [name, `var(--highlight-${name})`]),
) as Readonly<Record<HighlightColor, string>>;

/** Words for each colour, for the pickers. */
export const HIGHLIGHT_COLOR_LABELS: Readonly<Record<HighlightColor, string>> = {
  discord: 'Discord',
  dark: 'Dark',
  'midnight-blue': 'Midnight Blue',
  purple: 'Purple',
  forest: 'Forest',
  crimson: 'Crimson',
  cyan: 'Cyan',
  yellow: 'Yellow',
  lime: 'Lime',
  magenta: 'Magenta',
  orange: 'Orange',
  red: 'Red',
  pink: 'Pink',
  blue: 'Blue',
  green: 'Green',
  mint: 'Mint',
  lavender: 'Lavender',
};
