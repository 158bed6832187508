import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../../test/fake-fetch.ts';
import {
  renderDeploySettingsAt,
  savedSettings,
} from '../../../../test/features/deploy-settings/support.tsx';
import { KEYBINDS_TEXT } from '../strings.ts';

const openKeybinds = () => renderDeploySettingsAt('keybinds');

describe('Keybinds deploy settings', () => {
  beforeEach(() => {
    stubFetch(() => jsonResponse({ wallets: [] }));
  });

  it('shows Ctrl+X for auto-deploy and the default presets with their keys', () => {
    openKeybinds();
    const panel = screen.getByRole('tabpanel', { name: 'Keybinds' });
    expect(within(panel).getByLabelText('Auto-deploy').textContent).toBe('Ctrl+X');
    const presets = within(panel).getByRole('region', { name: KEYBINDS_TEXT.presetsTitle });
    expect(presets.textContent).toContain('CoinifyCtrl+Z');
    expect(presets.textContent).toContain('Grok CompanionCtrl+Q');
  });

  it('saves a captured combination at once, and Escape cancels without closing the modal', async () => {
    const { user, settings } = openKeybinds();
    await user.click(screen.getByRole('button', { name: 'Change Keybind' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Deploy Settings' })).toBeTruthy();
    expect(settings.get().keybinds.autoDeploy.key).toBe('X');

    await user.click(screen.getByRole('button', { name: 'Change Keybind' }));
    fireEvent.keyDown(window, { key: 'd', code: 'KeyD', altKey: true });
    expect(settings.get().keybinds.autoDeploy).toEqual({
      ctrl: false,
      shift: false,
      alt: true,
      key: 'D',
    });
    expect(savedSettings().keybinds.autoDeploy.key).toBe('D');
    expect(screen.getByLabelText('Auto-deploy').textContent).toBe('Alt+D');
  });

  it('says when the keybinds are off in General', () => {
    const { settings } = openKeybinds();
    expect(screen.queryByText(KEYBINDS_TEXT.off)).toBeNull();
    act(() => settings.update({ disableAutoDeployKeybinds: true }));
    expect(screen.getByText(KEYBINDS_TEXT.off)).toBeTruthy();
  });
});
