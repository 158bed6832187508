import { type CustomThemeColors, KEYS, read, write } from '../../../lib/storage.ts';

/** Window event fired after this window saved new custom theme colours. */
const CUSTOM_COLORS_SAVED_EVENT = 'launchdeck:custom-theme-colors-saved';

/** FC §3 customThemeColors as stored (discord's colours when missing or corrupt). */
export function readCustomThemeColors(): CustomThemeColors {
  return read(KEYS.customThemeColors);
}

/**
 * Saves the custom theme's colours; this window's theme follows at once (the saved event), other
 * windows through the `storage` event.
 */
export function saveCustomThemeColors(colors: CustomThemeColors, target: Window = window): void {
  write(KEYS.customThemeColors, colors);
  target.dispatchEvent(new Event(CUSTOM_COLORS_SAVED_EVENT));
}

/** Calls `listener` whenever the stored custom colours may have changed, here or in another window. */
export function onCustomThemeColorsChange(
  listener: () => void,
  target: Window = window,
): () => void {
  // A null key: another window cleared all of local storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEYS.customThemeColors.key) listener();
  };
  target.addEventListener('storage', onStorage);
  target.addEventListener(CUSTOM_COLORS_SAVED_EVENT, listener);
  return () => {
    target.removeEventListener('storage', onStorage);
    target.removeEventListener(CUSTOM_COLORS_SAVED_EVENT, listener);
  };
}
