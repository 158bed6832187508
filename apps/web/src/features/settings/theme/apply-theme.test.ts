import { afterEach, describe, expect, it } from 'vitest';
import { makeTrackerSettings } from '../../../../test/features/settings/support.tsx';
import { DEFAULT_CUSTOM_THEME_COLORS, KEYS } from '../../../lib/storage.ts';
import { applyTheme, customThemeVariables, startThemeSync } from './apply-theme.ts';
import { saveCustomThemeColors } from './custom-colors.ts';

const root = document.documentElement;
const LIGHT_COLORS = {
  bgColor: '#fafafa',
  cardBg: '#ffffff',
  textPrimary: '#101010',
  textSecondary: '#404040',
  brand: '#ffd500',
  borderColor: '#dddddd',
};

/** Another window of the same browser writing the custom colours. */
function otherWindowSaves(colors: typeof LIGHT_COLORS) {
  const value = JSON.stringify(colors);
  localStorage.setItem(KEYS.customThemeColors.key, value);
  window.dispatchEvent(
    new StorageEvent('storage', { key: KEYS.customThemeColors.key, newValue: value }),
  );
}

afterEach(() => {
  root.removeAttribute('data-theme');
  root.removeAttribute('style');
});

describe('applyTheme', () => {
  it('sets data-theme and no inline colours for a named theme', () => {
    applyTheme(root, 'light', DEFAULT_CUSTOM_THEME_COLORS);
    expect(root.dataset.theme).toBe('light');
    expect(root.style.getPropertyValue('--bg-color')).toBe('');
  });

  it('sets the six custom colours, a readable brand text colour and the colour scheme', () => {
    applyTheme(root, 'custom', LIGHT_COLORS);
    expect(root.dataset.theme).toBe('custom');
    expect(root.style.getPropertyValue('--bg-color')).toBe('#fafafa');
    expect(root.style.getPropertyValue('--card-bg')).toBe('#ffffff');
    expect(root.style.getPropertyValue('--text-primary')).toBe('#101010');
    expect(root.style.getPropertyValue('--text-secondary')).toBe('#404040');
    expect(root.style.getPropertyValue('--brand')).toBe('#ffd500');
    expect(root.style.getPropertyValue('--border-color')).toBe('#dddddd');
    expect(root.style.getPropertyValue('--brand-contrast')).toBe('#111111');
    expect(root.style.getPropertyValue('color-scheme')).toBe('light');
  });

  it('removes the custom colours when another theme is chosen', () => {
    applyTheme(root, 'custom', LIGHT_COLORS);
    applyTheme(root, 'dark', LIGHT_COLORS);
    expect(root.dataset.theme).toBe('dark');
    expect(root.getAttribute('style') ?? '').toBe('');
  });

  it('gives white text on a dark brand', () => {
    expect(customThemeVariables(DEFAULT_CUSTOM_THEME_COLORS)['--brand-contrast']).toBe('#ffffff');
  });
});

describe('startThemeSync', () => {
  it('applies the stored theme at once and follows every settings change', () => {
    const settings = makeTrackerSettings({ colorTheme: 'forest' });
    const stop = startThemeSync(settings);
    expect(root.dataset.theme).toBe('forest');
    settings.update({ colorTheme: 'light' });
    expect(root.dataset.theme).toBe('light');
    stop();
    settings.update({ colorTheme: 'pink' });
    expect(root.dataset.theme).toBe('light');
  });

  it('applies custom colours saved in this window and in another one', () => {
    const settings = makeTrackerSettings({ colorTheme: 'custom' });
    const stop = startThemeSync(settings);
    expect(root.style.getPropertyValue('--brand')).toBe(DEFAULT_CUSTOM_THEME_COLORS.brand);
    saveCustomThemeColors({ ...DEFAULT_CUSTOM_THEME_COLORS, brand: '#ff0000' });
    expect(root.style.getPropertyValue('--brand')).toBe('#ff0000');
    otherWindowSaves(LIGHT_COLORS);
    expect(root.style.getPropertyValue('--bg-color')).toBe('#fafafa');
    stop();
  });

  it('follows another window choosing a theme (the settings store hears its storage event)', () => {
    const settings = makeTrackerSettings({ colorTheme: 'dusk' });
    const stop = startThemeSync(settings);
    const stored = JSON.parse(localStorage.getItem(KEYS.trackerSettings.key) ?? '{}');
    const value = JSON.stringify({ ...stored, colorTheme: 'mint' });
    localStorage.setItem(KEYS.trackerSettings.key, value);
    window.dispatchEvent(
      new StorageEvent('storage', { key: KEYS.trackerSettings.key, newValue: value }),
    );
    expect(root.dataset.theme).toBe('mint');
    stop();
  });
});
