import type { Theme } from '@launchdeck/protocol';
import type { CustomThemeColors } from '../../../lib/storage.ts';
import type { TrackerSettingsStore } from '../store.ts';
import { isLight, parseHex, type Rgb, readableOn } from './contrast.ts';
import { onCustomThemeColorsChange, readCustomThemeColors } from './custom-colors.ts';

/** Each FC §3 custom colour's CSS variable in theme.css. */
export const CUSTOM_COLOR_VARIABLES = {
  bgColor: '--bg-color',
  cardBg: '--card-bg',
  textPrimary: '--text-primary',
  textSecondary: '--text-secondary',
  brand: '--brand',
  borderColor: '--border-color',
} as const satisfies Record<keyof CustomThemeColors, string>;

const BLACK: Rgb = [0, 0, 0];
const INLINE_VARIABLES = [...Object.values(CUSTOM_COLOR_VARIABLES), '--brand-contrast'];

/**
 * The variables the custom theme sets on the root element: the six colours, and the text colour
 * for the brand (white or ink), which CSS alone cannot pick; theme.css mixes the rest from these.
 */
export function customThemeVariables(colors: CustomThemeColors): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [field, name] of Object.entries(CUSTOM_COLOR_VARIABLES)) {
    variables[name] = colors[field as keyof CustomThemeColors];
  }
  variables['--brand-contrast'] = readableOn(parseHex(colors.brand) ?? BLACK);
  return variables;
}

/** Shows `theme` on `root` (its data-theme); the custom theme also takes its colours inline. */
export function applyTheme(root: HTMLElement, theme: Theme, colors: CustomThemeColors): void {
  root.dataset.theme = theme;
  if (theme !== 'custom') {
    for (const name of INLINE_VARIABLES) root.style.removeProperty(name);
    root.style.removeProperty('color-scheme');
    return;
  }
  for (const [name, value] of Object.entries(customThemeVariables(colors))) {
    root.style.setProperty(name, value);
  }
  root.style.setProperty(
    'color-scheme',
    isLight(parseHex(colors.bgColor) ?? BLACK) ? 'light' : 'dark',
  );
}

/**
 * Applies the stored theme now (start-up, before the first render) and again whenever colorTheme
 * or the custom colours change, in this window or another (FC §4: a custom theme applies live).
 * Every window (main and pop-outs) runs this once from app/start.ts.
 */
export function startThemeSync(
  settings: Pick<TrackerSettingsStore, 'get' | 'subscribe'>,
  target: Window = window,
): () => void {
  const root = target.document.documentElement;
  let shown = '';
  const apply = () => {
    const theme = settings.get().colorTheme;
    const colors = readCustomThemeColors();
    const key = theme === 'custom' ? `${theme}:${JSON.stringify(colors)}` : theme;
    if (key === shown) return;
    shown = key;
    applyTheme(root, theme, colors);
  };
  apply();
  const stopSettings = settings.subscribe(apply);
  const stopColors = onCustomThemeColorsChange(apply, target);
  return () => {
    stopSettings();
    stopColors();
  };
}
