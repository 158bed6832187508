import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  makeTrackerSettings,
  withTrackerSettings,
} from '../../../../test/features/settings/support.tsx';
import { DEFAULT_CUSTOM_THEME_COLORS, KEYS, read } from '../../../lib/storage.ts';
import { startThemeSync } from '../theme/apply-theme.ts';
import { SettingsToastProvider } from '../toast.tsx';
import { Appearance } from './Appearance.tsx';
import { APPEARANCE_TEXT, THEME_IMPORT_ERRORS } from './appearance/appearance-text.ts';

const root = document.documentElement;
const toast = () => document.querySelector('.ds-toast')?.textContent ?? '';

/** Appearance as the Settings dialog shows it, with this window's theme sync running. */
function renderAppearance(patch: Parameters<typeof makeTrackerSettings>[0] = {}) {
  const settings = makeTrackerSettings(patch);
  onTestFinished(startThemeSync(settings));
  const user = userEvent.setup();
  const Wrapper = withTrackerSettings(settings);
  render(
    <Wrapper>
      <SettingsToastProvider>
        <Appearance />
      </SettingsToastProvider>
    </Wrapper>,
  );
  return { settings, user };
}

afterEach(() => {
  root.removeAttribute('data-theme');
  root.removeAttribute('style');
});

describe('Appearance', () => {
  it('shows the sixteen themes as radios, the stored one checked', () => {
    renderAppearance({ colorTheme: 'forest' });
    const group = screen.getByRole('group', { name: APPEARANCE_TEXT.themeTitle });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(16);
    expect(within(group).getByRole('radio', { name: 'Forest' })).toHaveProperty('checked', true);
  });

  it('sets colorTheme and the page theme when a theme is chosen', async () => {
    const { settings, user } = renderAppearance();
    await user.click(screen.getByRole('radio', { name: 'Midnight Blue' }));
    expect(settings.get().colorTheme).toBe('midnight-blue');
    expect(read(KEYS.trackerSettings).colorTheme).toBe('midnight-blue');
    expect(root.dataset.theme).toBe('midnight-blue');
  });

  it('shows the six colour pickers only for the custom theme', async () => {
    const { user } = renderAppearance();
    expect(screen.queryByLabelText(APPEARANCE_TEXT.customColors.brand)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    for (const label of Object.values(APPEARANCE_TEXT.customColors)) {
      expect(screen.getByLabelText(label)).toHaveProperty('type', 'color');
    }
    expect(root.style.getPropertyValue('--brand')).toBe(DEFAULT_CUSTOM_THEME_COLORS.brand);
  });

  it('applies a custom colour to the page as it is picked (input, before change) and saves it', () => {
    renderAppearance({ colorTheme: 'custom' });
    const picker = screen.getByLabelText(APPEARANCE_TEXT.customColors.cardBg);
    fireEvent.input(picker, { target: { value: '#ffeedd' } });
    expect(root.style.getPropertyValue('--card-bg')).toBe('#ffeedd');
    expect(read(KEYS.customThemeColors)).toEqual({
      ...DEFAULT_CUSTOM_THEME_COLORS,
      cardBg: '#ffeedd',
    });
    expect(screen.getByText('#ffeedd')).toBeTruthy();
  });

  it('exports the theme as JSON to the clipboard and shows it', async () => {
    const { user } = renderAppearance({ colorTheme: 'sunset' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: APPEARANCE_TEXT.exportButton }));
    const dialog = await screen.findByRole('dialog', { name: APPEARANCE_TEXT.exportedTitle });
    const expected = { colorTheme: 'sunset', customThemeColors: DEFAULT_CUSTOM_THEME_COLORS };
    expect(JSON.parse(writeText.mock.calls[0]?.[0] ?? '')).toEqual(expected);
    expect(within(dialog).getByText(APPEARANCE_TEXT.exportedCopied)).toBeTruthy();
    const shown = within(dialog).getByLabelText(APPEARANCE_TEXT.exportedLabel);
    expect(JSON.parse((shown as HTMLTextAreaElement).value)).toEqual(expected);
  });

  it.each([
    ['text that is not JSON', '{ "colorTheme": ', THEME_IMPORT_ERRORS.invalidJson],
    ['an unknown theme', '{ "colorTheme": "neon" }', THEME_IMPORT_ERRORS.unknownTheme('neon')],
    [
      'a bad colour',
      JSON.stringify({
        colorTheme: 'custom',
        customThemeColors: { ...DEFAULT_CUSTOM_THEME_COLORS, brand: 'blue' },
      }),
      THEME_IMPORT_ERRORS.badColor('brand', '"blue"'),
    ],
  ])('refuses an import with %s, says why and changes nothing', async (_, text, message) => {
    const { settings, user } = renderAppearance({ colorTheme: 'dusk' });
    const before = localStorage.getItem(KEYS.trackerSettings.key);
    await user.click(screen.getByRole('button', { name: APPEARANCE_TEXT.importButton }));
    const dialog = screen.getByRole('dialog', { name: APPEARANCE_TEXT.importTitle });
    await user.click(within(dialog).getByLabelText(APPEARANCE_TEXT.importLabel));
    await user.paste(text);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(message);
    expect(settings.get().colorTheme).toBe('dusk');
    expect(localStorage.getItem(KEYS.trackerSettings.key)).toBe(before);
    expect(localStorage.getItem(KEYS.customThemeColors.key)).toBeNull();
    expect(root.dataset.theme).toBe('dusk');
  });

  it('applies a valid import at once, closes and says so', async () => {
    const { settings, user } = renderAppearance();
    const colors = { ...DEFAULT_CUSTOM_THEME_COLORS, bgColor: '#101820', brand: '#fee715' };
    await user.click(screen.getByRole('button', { name: APPEARANCE_TEXT.importButton }));
    await user.click(screen.getByLabelText(APPEARANCE_TEXT.importLabel));
    await user.paste(JSON.stringify({ colorTheme: 'custom', customThemeColors: colors }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.queryByRole('dialog', { name: APPEARANCE_TEXT.importTitle })).toBeNull();
    expect(settings.get().colorTheme).toBe('custom');
    expect(read(KEYS.customThemeColors)).toEqual(colors);
    expect(root.dataset.theme).toBe('custom');
    expect(root.style.getPropertyValue('--bg-color')).toBe('#101820');
    expect(root.style.getPropertyValue('--brand-contrast')).toBe('#111111');
    expect(toast()).toBe(APPEARANCE_TEXT.imported('Custom'));
  });

  it('saves card width, page size, image layout and pause on hover as they change', async () => {
    const { settings, user } = renderAppearance();
    const width = screen.getByLabelText(APPEARANCE_TEXT.cardWidth);
    await user.clear(width);
    await user.type(width, '900');
    expect(settings.get().cardWidth).toBe(900);
    const pageSize = screen.getByLabelText(APPEARANCE_TEXT.pageSize);
    expect(pageSize.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(APPEARANCE_TEXT.pageSizeHint)).toBeTruthy();
    await user.clear(pageSize);
    await user.type(pageSize, '20');
    expect(settings.get().pageSize).toBe(20);
    await user.click(screen.getByRole('radio', { name: APPEARANCE_TEXT.imageLayouts.vertical }));
    expect(settings.get().imageLayout).toBe('vertical');
    await user.click(screen.getByRole('switch', { name: APPEARANCE_TEXT.pauseOnHover }));
    expect(settings.get().pauseOnHover).toBe(false);
  });

  it('follows custom colours another window saves', () => {
    renderAppearance({ colorTheme: 'custom' });
    const colors = { ...DEFAULT_CUSTOM_THEME_COLORS, textPrimary: '#abcdef' };
    act(() => {
      localStorage.setItem(KEYS.customThemeColors.key, JSON.stringify(colors));
      window.dispatchEvent(new StorageEvent('storage', { key: KEYS.customThemeColors.key }));
    });
    expect(root.style.getPropertyValue('--text-primary')).toBe('#abcdef');
    expect(screen.getByText('#abcdef')).toBeTruthy();
  });
});
