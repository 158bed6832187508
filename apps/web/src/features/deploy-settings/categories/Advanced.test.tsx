import { DEFAULT_TRACKER_SETTINGS } from '@launchdeck/protocol';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../../test/fake-fetch.ts';
import {
  renderDeploySettingsAt,
  savedSettings,
} from '../../../../test/features/deploy-settings/support.tsx';
import { KEYS, read, write } from '../../../lib/storage.ts';
import { ADVANCED_TEXT } from '../strings.ts';

const toast = () => document.querySelector('.ds-toast')?.textContent ?? '';

const openAdvanced = () => renderDeploySettingsAt('advanced');

describe('Advanced deploy settings', () => {
  beforeEach(() => {
    stubFetch(() => jsonResponse({ wallets: [] }));
  });

  it('says settings save themselves', () => {
    openAdvanced();
    expect(screen.getByText(ADVANCED_TEXT.autoSave)).toBeTruthy();
  });

  it('exports the deploy settings (not the feed settings) to the clipboard and shows them', async () => {
    const { user, settings } = openAdvanced();
    act(() => settings.update({ defaultMode: 'bonk', colorTheme: 'dusk' }));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Export Settings' }));

    const dialog = await screen.findByRole('dialog', { name: 'Settings Exported' });
    const exported = JSON.parse(writeText.mock.calls[0]?.[0] ?? '');
    expect(exported.defaultMode).toBe('bonk');
    expect(exported.pumpFunWhitelist).toEqual(DEFAULT_TRACKER_SETTINGS.pumpFunWhitelist);
    expect(exported).not.toHaveProperty('colorTheme');
    expect(within(dialog).getByText(ADVANCED_TEXT.exportedCopied)).toBeTruthy();
    const shown = within(dialog).getByLabelText(ADVANCED_TEXT.exportedLabel) as HTMLTextAreaElement;
    expect(JSON.parse(shown.value)).toEqual(exported);
  });

  it("still shows the settings when the clipboard refuses, with DA §8's message", async () => {
    const { user } = openAdvanced();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Export Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings Exported' });
    expect(within(dialog).getByText(ADVANCED_TEXT.exportedNotCopied)).toBeTruthy();
    expect(toast()).toContain('Failed to copy to clipboard');
  });

  it.each([
    ['', 'Please paste your settings JSON'],
    ['{oops', 'Invalid JSON format! Please check your settings.'],
    [
      '{"defaultMode":"moon"}',
      'The setting "defaultMode" in the pasted JSON is not valid; nothing was changed.',
    ],
  ])('refuses the import %j with its message and changes nothing', async (text, message) => {
    const { user, settings } = openAdvanced();
    const before = settings.get();
    await user.click(screen.getByRole('button', { name: 'Import Settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Import Settings' });
    if (text)
      await user.type(within(dialog).getByLabelText('Settings JSON'), text.replaceAll('{', '{{'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(message);
    expect(settings.get()).toEqual(before);
  });

  it('imports pasted settings, closes and says so', async () => {
    const { user, settings } = openAdvanced();
    await user.click(screen.getByRole('button', { name: 'Import Settings' }));
    const field = screen.getByLabelText('Settings JSON');
    await user.click(field);
    await user.paste(JSON.stringify({ defaultMode: 'usd1', bonkWhitelist: ['frog'] }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.queryByRole('dialog', { name: 'Import Settings' })).toBeNull();
    expect(settings.get().defaultMode).toBe('usd1');
    expect(savedSettings().bonkWhitelist).toEqual(['frog']);
    expect(toast()).toContain('Settings imported successfully!');
  });

  it('resets the deploy settings after a confirmation, leaving the feed settings', async () => {
    const { user, settings } = openAdvanced();
    act(() => settings.update({ defaultMode: 'bnb', bnbWhitelist: [], colorTheme: 'dusk' }));
    write(KEYS.bnbGwei, '9');

    await user.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(settings.get().defaultMode).toBe('bnb');

    await user.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(settings.get().defaultMode).toBe('pump');
    expect(settings.get().bnbWhitelist).toEqual(DEFAULT_TRACKER_SETTINGS.bnbWhitelist);
    expect(settings.get().colorTheme).toBe('dusk');
    expect(read(KEYS.bnbGwei)).toBe(KEYS.bnbGwei.fallback);
    expect(toast()).toContain('Settings reset to defaults!');
  });
});
