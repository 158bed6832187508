import { THEMES, type Theme } from '@launchdeck/protocol';
import type { CustomThemeColors } from '../../../../lib/storage.ts';

/** Appearance's words (FC §3 fields; FC §2 'theme exported' and 'import theme' modals). */
export const APPEARANCE_TEXT = {
  themeTitle: 'Theme',
  themeHint: 'Applies at once, in every open window.',
  themes: {
    discord: 'Discord',
    dark: 'Dark',
    light: 'Light',
    'midnight-blue': 'Midnight Blue',
    dusk: 'Dusk',
    sunset: 'Sunset',
    purple: 'Purple',
    forest: 'Forest',
    crimson: 'Crimson',
    cyan: 'Cyan',
    yellow: 'Yellow',
    orange: 'Orange',
    pink: 'Pink',
    mint: 'Mint',
    lavender: 'Lavender',
    custom: 'Custom',
  } satisfies Record<Theme, string>,
  customTitle: 'Custom theme colours',
  customHint: 'Each colour applies as you pick it; the other shades are mixed from these six.',
  customColors: {
    bgColor: 'Background',
    cardBg: 'Card background',
    textPrimary: 'Primary text',
    textSecondary: 'Secondary text',
    brand: 'Brand (buttons, accents)',
    borderColor: 'Borders',
  } satisfies Record<keyof CustomThemeColors, string>,
  transferTitle: 'Share a theme',
  transferHint: 'Export copies the theme as JSON; import applies a theme someone shared.',
  exportButton: 'Export Theme',
  importButton: 'Import Theme',
  exportedTitle: 'Theme Exported',
  exportedLabel: 'Theme JSON',
  exportedCopied: 'The theme is on your clipboard. Share it, then paste it into Import Theme.',
  exportedNotCopied: 'The browser did not allow copying: select the JSON below and copy it.',
  importTitle: 'Import Theme',
  importLabel: 'Paste the theme JSON',
  importPlaceholder: '{ "colorTheme": "custom", "customThemeColors": { "bgColor": "#313338", … } }',
  imported: (name: string) => `Theme imported: ${name}.`,
  layoutTitle: 'Cards',
  cardWidth: 'Card width (px)',
  imageLayout: 'Image layout',
  imageLayouts: { grid: 'Grid', vertical: 'Vertical' },
  pageSize: 'Page size',
  pageSizeHint:
    'The most cards the feed shows at once. The feed keeps 50 live posts (80 from the first load), so a larger number shows them all.',
  pauseOnHover: 'Pause the feed while the mouse is over it',
} as const;

/** Why a pasted theme is refused; each names the problem. */
export const THEME_IMPORT_ERRORS = {
  invalidJson: 'That is not valid JSON. Paste the whole text Export Theme copied.',
  notAnObject: 'A theme is a JSON object: { "colorTheme": …, "customThemeColors": { … } }.',
  unexpectedField: (field: string) =>
    `"${field}" is not part of a theme: only "colorTheme" and "customThemeColors" are.`,
  missingTheme: 'The theme has no "colorTheme".',
  unknownTheme: (name: string) => `Unknown theme "${name}". Themes: ${THEMES.join(', ')}.`,
  colorsNotAnObject: '"customThemeColors" must be an object of six colours.',
  customWithoutColors: 'A custom theme needs its "customThemeColors".',
  unexpectedColor: (field: string) => `"${field}" is not one of the six custom theme colours.`,
  missingColor: (field: string) => `"customThemeColors" has no "${field}".`,
  badColor: (field: string, value: string) =>
    `"${field}" must be a colour like #5865f2, not ${value}.`,
} as const;
