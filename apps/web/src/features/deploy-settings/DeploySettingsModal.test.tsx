import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fake-fetch.ts';
import { renderDeploySettings } from '../../../test/features/deploy-settings/support.tsx';
import { SETTINGS_TOAST_MS } from './controller.ts';
import { preloadDeploySettings } from './DeploySettingsModal.tsx';

const dialog = () => screen.getByRole('dialog', { name: 'Deploy Settings' });

function setup() {
  stubFetch(() => jsonResponse({ wallets: [] }));
  return renderDeploySettings();
}

// The dialog's code loads on demand; here it is loaded first, so it opens at once.
beforeAll(() => preloadDeploySettings());

describe('DeploySettingsModal', () => {
  it('opens at General with a sidebar of the ten categories and the auto-save note', () => {
    const { deploySettings } = setup();
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => deploySettings.open());

    const tabs = within(dialog()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'General',
      'Wallets',
      'Keybinds',
      'Custom Presets',
      'Preset Buttons',
      'Whitelists',
      'Image Settings',
      'Extensions',
      'Referral',
      'Advanced',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(within(dialog()).getByRole('tabpanel', { name: 'General' })).toBeTruthy();
    expect(within(dialog()).getByText('Settings save automatically.')).toBeTruthy();
    // DA §2: the page behind cannot scroll.
    expect(document.body.classList.contains('modal-open')).toBe(true);
  });

  it('opens at the category asked for, and switches on a click or the arrow keys', async () => {
    const { deploySettings, user } = setup();
    act(() => deploySettings.open('wallets'));
    expect(within(dialog()).getByRole('tabpanel', { name: 'Wallets' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'General' }));
    expect(screen.getByRole('tabpanel', { name: 'General' })).toBeTruthy();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Wallets' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Wallets' }));
  });

  it('closes on ×, on a click outside and on Escape', async () => {
    const { deploySettings, user } = setup();
    act(() => deploySettings.open());
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.classList.contains('modal-open')).toBe(false);

    act(() => deploySettings.open());
    const backdrop = dialog().parentElement;
    if (!backdrop) throw new Error('no backdrop');
    fireEvent.mouseDown(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => deploySettings.open());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a toast at the top for 4 s', () => {
    vi.useFakeTimers();
    const { deploySettings } = setup();
    act(() => deploySettings.showToast('error', 'Failed to delete wallet'));
    expect(screen.getByRole('alert').textContent).toBe('Failed to delete wallet');
    expect(screen.getByRole('alert').className).toContain('is-error');

    act(() => vi.advanceTimersByTime(SETTINGS_TOAST_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
