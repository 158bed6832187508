import {
  DEFAULT_TRACKER_SETTINGS,
  DEPLOY_SETTINGS_FIELDS,
  SETTINGS_TRANSFER_MESSAGES,
  TRACKER_SETTINGS_KEY,
  TrackerSettings,
} from '@launchdeck/protocol';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  renderInSettings,
  settingsToast,
} from '../../../../test/features/settings/parts/support.tsx';
import { Advanced } from './Advanced.tsx';
import { ADVANCED_TEXT } from './advanced/strings.ts';

const open = (settings = {}) => renderInSettings(<Advanced />, { settings });
const saved = () => JSON.parse(localStorage.getItem(TRACKER_SETTINGS_KEY) ?? '{}');
const trackerFieldNames = Object.keys(TrackerSettings.shape).filter(
  (name) => !Object.hasOwn(DEPLOY_SETTINGS_FIELDS, name),
);

async function importText(user: ReturnType<typeof open>['user'], text: string) {
  await user.click(screen.getByRole('button', { name: ADVANCED_TEXT.importOpen }));
  const dialog = screen.getByRole('dialog', { name: ADVANCED_TEXT.importTitle });
  const field = within(dialog).getByLabelText(ADVANCED_TEXT.importLabel);
  await user.click(field);
  if (text) await user.paste(text);
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));
  return dialog;
}

describe('Advanced settings', () => {
  it('switches the image-click actions', async () => {
    const { user, settings } = open();
    await user.click(screen.getByRole('switch', { name: ADVANCED_TEXT.downloadImage }));
    expect(settings.get().devSettings).toEqual({
      downloadImageOnClick: true,
      copyUrlOnClick: false,
    });
    await user.click(screen.getByRole('switch', { name: ADVANCED_TEXT.copyUrl }));
    expect(settings.get().devSettings).toEqual({
      downloadImageOnClick: true,
      copyUrlOnClick: true,
    });
    await user.click(screen.getByRole('switch', { name: ADVANCED_TEXT.downloadImage }));
    expect(settings.get().devSettings).toEqual({
      downloadImageOnClick: false,
      copyUrlOnClick: true,
    });
  });

  it('says the text-selection toolbar is on while its disable flag is off', async () => {
    const { user, settings } = open();
    const toggle = screen.getByRole('switch', { name: ADVANCED_TEXT.toolbar });
    expect(toggle).toHaveProperty('checked', true);
    await user.click(toggle);
    expect(settings.get().disableTextSelectionToolbar).toBe(true);
    expect(toggle).toHaveProperty('checked', false);
  });

  it('exports every tracker setting and no deploy setting, to the clipboard and the dialog', async () => {
    const { user } = open({
      colorTheme: 'dusk',
      accountSounds: { bob: 'metal' },
      defaultMode: 'bnb',
    });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: ADVANCED_TEXT.exportButton }));

    const dialog = await screen.findByRole('dialog', { name: 'Settings Exported' });
    const json = writeText.mock.calls[0]?.[0] ?? '';
    expect(json).toContain('\n  "'); // pretty-printed
    const exported = JSON.parse(json);
    expect(Object.keys(exported).sort()).toEqual([...trackerFieldNames].sort());
    expect(trackerFieldNames).toContain('notificationVolume');
    expect(exported).toMatchObject({ colorTheme: 'dusk', accountSounds: { bob: 'metal' } });
    for (const name of Object.keys(DEPLOY_SETTINGS_FIELDS))
      expect(exported).not.toHaveProperty(name);
    expect(within(dialog).getByText(ADVANCED_TEXT.exportedCopied)).toBeTruthy();
    const shown = within(dialog).getByLabelText(ADVANCED_TEXT.exportedLabel) as HTMLTextAreaElement;
    expect(shown.value).toBe(json);
  });

  it("still shows the JSON when the clipboard refuses, with DA §8's toast", async () => {
    const { user } = open();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: ADVANCED_TEXT.exportButton }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings Exported' });
    expect(within(dialog).getByText(ADVANCED_TEXT.exportedNotCopied)).toBeTruthy();
    expect(settingsToast()).toBe(ADVANCED_TEXT.copyFailed);
  });

  it.each([
    ['', SETTINGS_TRANSFER_MESSAGES.pasteRequired],
    ['{ "notificationsEnabled": ', SETTINGS_TRANSFER_MESSAGES.invalidJson],
    ['[1, 2]', SETTINGS_TRANSFER_MESSAGES.notAnObject],
    ['{ "defaultMode": "bnb", "somethingElse": 1 }', SETTINGS_TRANSFER_MESSAGES.nothingKnown],
    [
      '{ "notificationsEnabled": false, "notificationVolume": 7 }',
      SETTINGS_TRANSFER_MESSAGES.badField('notificationVolume'),
    ],
  ])('refuses the import %j with its message and changes nothing', async (text, message) => {
    const { user, settings } = open({ notificationsEnabled: true });
    const before = settings.get();
    const stored = localStorage.getItem(TRACKER_SETTINGS_KEY);
    const dialog = await importText(user, text);
    expect(within(dialog).getByRole('alert').textContent).toBe(message);
    expect(settings.get()).toEqual(before);
    expect(localStorage.getItem(TRACKER_SETTINGS_KEY)).toBe(stored);
    expect(settingsToast()).toBe('');
  });

  it('applies a valid import, saved for the other windows, and says so', async () => {
    const { user, settings } = open({ defaultMode: 'bnb' });
    const changed = vi.fn();
    window.addEventListener('launchdeck:settings-changed', changed);
    await importText(
      user,
      JSON.stringify({ notificationVolume: 0.2, colorTheme: 'forest', defaultMode: 'pump' }),
    );
    expect(screen.queryByRole('dialog', { name: ADVANCED_TEXT.importTitle })).toBeNull();
    expect(settings.get()).toMatchObject({ notificationVolume: 0.2, colorTheme: 'forest' });
    // A deploy setting in the paste is not the tracker's to import.
    expect(settings.get().defaultMode).toBe('bnb');
    expect(saved()).toMatchObject({ notificationVolume: 0.2, colorTheme: 'forest' });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(settingsToast()).toBe(SETTINGS_TRANSFER_MESSAGES.imported);
    window.removeEventListener('launchdeck:settings-changed', changed);
  });

  it('round-trips an export through an import', async () => {
    const { user, settings } = open({
      notificationAccounts: 'specific',
      specificAccounts: ['ann'],
      accountHighlights: { ann: { enabled: false, color: 'mint' } },
    });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: ADVANCED_TEXT.exportButton }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    const json = writeText.mock.calls[0]?.[0] ?? '';
    const exported = settings.get();
    settings.update(DEFAULT_TRACKER_SETTINGS);
    expect(settings.get().specificAccounts).toEqual([]);
    await importText(user, json);
    expect(settings.get()).toEqual(exported);
  });
});
