import { TRACKER_SETTINGS_KEY } from '@launchdeck/protocol';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { watchedAccount } from '../../../../test/features/accounts/support.tsx';
import { renderInSettings } from '../../../../test/features/settings/parts/support.tsx';
import { previewSound } from '../../sounds/index.ts';
import { PARTS_TEXT } from '../parts/strings.ts';
import { SoundsNotifications } from './SoundsNotifications.tsx';
import { SOUNDS_TEXT } from './sounds/strings.ts';

vi.mock('../../sounds/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../sounds/index.ts')>()),
  previewSound: vi.fn(),
}));

const accounts = [watchedAccount('elonmusk', 'Elon Musk'), watchedAccount('cz_binance', 'CZ')];
const open = (settings = {}) => renderInSettings(<SoundsNotifications />, { settings, accounts });
const list = (name: string) => screen.getByRole('list', { name });

describe('Sounds & Notifications', () => {
  it('switches notifications off and on', async () => {
    const { user, settings } = open();
    const toggle = screen.getByRole('switch', { name: SOUNDS_TEXT.notifications });
    expect(toggle).toHaveProperty('checked', true);
    await user.click(toggle);
    expect(settings.get().notificationsEnabled).toBe(false);
    await user.click(toggle);
    expect(settings.get().notificationsEnabled).toBe(true);
  });

  it('sets the volume as a percentage and shows it', () => {
    const { settings } = open({ notificationVolume: 0.5 });
    const slider = screen.getByRole('slider', { name: SOUNDS_TEXT.volume });
    expect(screen.getByText('50 %')).toBeTruthy();
    fireEvent.change(slider, { target: { value: '80' } });
    expect(settings.get().notificationVolume).toBe(0.8);
    expect(screen.getByText('80 %')).toBeTruthy();
  });

  it('picks all or specific accounts, listing the specific ones only when chosen', async () => {
    const { user, settings } = open();
    expect(screen.queryByRole('combobox', { name: SOUNDS_TEXT.specificAdd })).toBeNull();
    await user.click(screen.getByRole('radio', { name: SOUNDS_TEXT.specific }));
    expect(settings.get().notificationAccounts).toBe('specific');
    expect(screen.getByText(SOUNDS_TEXT.specificEmpty)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: SOUNDS_TEXT.all }));
    expect(settings.get().notificationAccounts).toBe('all');
  });

  it('adds specific accounts with the picker and removes them', async () => {
    const { user, settings } = open({ notificationAccounts: 'specific' });
    const picker = screen.getByRole('combobox', { name: SOUNDS_TEXT.specificAdd });
    await user.type(picker, 'elon');
    await user.click(screen.getByRole('option', { name: /Elon Musk/ }));
    await user.type(picker, '@SomeOne{Enter}');
    expect(settings.get().specificAccounts).toEqual(['elonmusk', 'someone']);
    expect(within(list(SOUNDS_TEXT.specificListLabel)).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: PARTS_TEXT.remove('elonmusk') }));
    expect(settings.get().specificAccounts).toEqual(['someone']);
  });

  it('changes the default sound and previews it at the chosen volume', async () => {
    const { user, settings } = open({ notificationVolume: 0.3 });
    await user.selectOptions(
      screen.getByRole('combobox', { name: SOUNDS_TEXT.defaultSound }),
      'chime',
    );
    expect(settings.get().defaultSound).toBe('chime');
    const group = screen.getByRole('region', { name: SOUNDS_TEXT.defaultSoundTitle });
    await user.click(within(group).getByRole('button', { name: PARTS_TEXT.previewLabel('Chime') }));
    expect(previewSound).toHaveBeenLastCalledWith('chime', { notificationVolume: 0.3 });
  });

  it('adds an account with its own sound, changes it, previews it and removes it', async () => {
    const { user, settings } = open({ defaultSound: 'ding', notificationVolume: 0.9 });
    expect(screen.getByText(SOUNDS_TEXT.accountSoundsEmpty)).toBeTruthy();
    await user.selectOptions(
      screen.getByRole('combobox', { name: SOUNDS_TEXT.accountSoundsNew }),
      'metal',
    );
    await user.type(screen.getByRole('combobox', { name: SOUNDS_TEXT.accountSoundsAdd }), 'cz');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(settings.get().accountSounds).toEqual({ cz_binance: 'metal' });

    const row = within(list(SOUNDS_TEXT.accountSoundsListLabel)).getByRole('listitem');
    await user.selectOptions(
      within(row).getByRole('combobox', { name: SOUNDS_TEXT.accountSound('cz_binance') }),
      'destroyer',
    );
    expect(settings.get().accountSounds).toEqual({ cz_binance: 'destroyer' });
    await user.click(
      within(row).getByRole('button', { name: PARTS_TEXT.previewLabel('Destroyer') }),
    );
    expect(previewSound).toHaveBeenLastCalledWith('destroyer', { notificationVolume: 0.9 });

    await user.click(within(row).getByRole('button', { name: PARTS_TEXT.remove('cz_binance') }));
    expect(settings.get().accountSounds).toEqual({});
  });

  it('starts a new account on the default sound unless another is chosen', async () => {
    const { user, settings } = open({ defaultSound: 'buzz' });
    await user.type(
      screen.getByRole('combobox', { name: SOUNDS_TEXT.accountSoundsAdd }),
      'bob{Enter}',
    );
    expect(settings.get().accountSounds).toEqual({ bob: 'buzz' });
  });

  it('follows a change made in another window', () => {
    open();
    const saved = JSON.parse(localStorage.getItem(TRACKER_SETTINGS_KEY) ?? '{}');
    const changed = { ...saved, notificationsEnabled: false, notificationAccounts: 'specific' };
    act(() => {
      localStorage.setItem(TRACKER_SETTINGS_KEY, JSON.stringify(changed));
      window.dispatchEvent(new StorageEvent('storage', { key: TRACKER_SETTINGS_KEY }));
    });
    expect(screen.getByRole('switch', { name: SOUNDS_TEXT.notifications })).toHaveProperty(
      'checked',
      false,
    );
    expect(screen.getByRole('radio', { name: SOUNDS_TEXT.specific })).toHaveProperty(
      'checked',
      true,
    );
  });
});
