import type { HighlightColor } from '@launchdeck/protocol';

/**
 * FC §9 account highlight colours as CSS colours: a highlighted account's cards carry it (a
 * border and a faint tint), and the settings' swatches show it. Mid-tone and saturated, so each
 * reads on light and dark themes alike; the names that are themes take that theme's accent.
 */
export const HIGHLIGHT_COLOR_VALUES: Readonly<Record<HighlightColor, string>> = {
  discord: '#5865f2',
  dark: '#7a7f8a',
  'midnight-blue': '#3b5bdb',
  purple: '#9b59f6',
  forest: '#2f9e44',
  crimson: '#dc143c',
  cyan: '#15aabf',
  yellow: '#f2c200',
  lime: '#82c91e',
  magenta: '#d6336c',
  orange: '#f76707',
  red: '#e03131',
  pink: '#f06595',
  blue: '#1c7ed6',
  green: '#37b24d',
  mint: '#20c997',
  lavender: '#9775fa',
};

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
