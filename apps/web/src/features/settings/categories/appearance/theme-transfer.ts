import { THEMES, type Theme } from '@launchdeck/protocol';
import { type CustomThemeColors, HEX_COLOR } from '../../../../lib/storage.ts';
import { THEME_IMPORT_ERRORS as ERRORS } from './appearance-text.ts';

/** What Export Theme copies and Import Theme takes. */
export type ThemeTransfer = { colorTheme: Theme; customThemeColors: CustomThemeColors };

/** A pasted theme: what to apply (the colours only when given), or why it is refused. */
export type ThemeImport =
  | { ok: true; colorTheme: Theme; customThemeColors: CustomThemeColors | null }
  | { ok: false; error: string };

const COLOR_FIELDS = [
  'bgColor',
  'cardBg',
  'textPrimary',
  'textSecondary',
  'brand',
  'borderColor',
] as const satisfies ReadonlyArray<keyof CustomThemeColors>;
const THEME_FIELDS = ['colorTheme', 'customThemeColors'];

export function exportTheme(theme: ThemeTransfer): string {
  return JSON.stringify(
    { colorTheme: theme.colorTheme, customThemeColors: theme.customThemeColors },
    null,
    2,
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTheme = (value: string): value is Theme => (THEMES as readonly string[]).includes(value);

function parseColors(value: unknown): CustomThemeColors | string {
  if (!isObject(value)) return ERRORS.colorsNotAnObject;
  const extra = Object.keys(value).find(
    (key) => !(COLOR_FIELDS as readonly string[]).includes(key),
  );
  if (extra !== undefined) return ERRORS.unexpectedColor(extra);
  const colors: Partial<CustomThemeColors> = {};
  for (const field of COLOR_FIELDS) {
    const color = value[field];
    if (color === undefined) return ERRORS.missingColor(field);
    if (typeof color !== 'string' || !HEX_COLOR.test(color)) {
      return ERRORS.badColor(field, JSON.stringify(color));
    }
    colors[field] = color.toLowerCase();
  }
  return colors as CustomThemeColors;
}

/**
 * The import rule: the text must be JSON of { colorTheme, customThemeColors? } with a FC §9 theme
 * name and, when given, all six colours as #rrggbb; a custom theme must bring its colours. The
 * first problem found is the answer, and nothing is applied.
 */
export function parseThemeImport(text: string): ThemeImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: ERRORS.invalidJson };
  }
  if (!isObject(data)) return { ok: false, error: ERRORS.notAnObject };
  const extra = Object.keys(data).find((key) => !THEME_FIELDS.includes(key));
  if (extra !== undefined) return { ok: false, error: ERRORS.unexpectedField(extra) };
  const { colorTheme, customThemeColors } = data;
  if (colorTheme === undefined) return { ok: false, error: ERRORS.missingTheme };
  if (typeof colorTheme !== 'string' || !isTheme(colorTheme)) {
    return { ok: false, error: ERRORS.unknownTheme(String(colorTheme)) };
  }
  if (customThemeColors === undefined) {
    return colorTheme === 'custom'
      ? { ok: false, error: ERRORS.customWithoutColors }
      : { ok: true, colorTheme, customThemeColors: null };
  }
  const colors = parseColors(customThemeColors);
  if (typeof colors === 'string') return { ok: false, error: colors };
  return { ok: true, colorTheme, customThemeColors: colors };
}
