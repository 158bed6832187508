import { PRESET_MESSAGES } from '@launchdeck/protocol';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../../test/fake-fetch.ts';
import {
  renderDeploySettingsAt,
  savedSettings,
  watchScrollTo,
} from '../../../../test/features/deploy-settings/support.tsx';

const panel = () => screen.getByRole('tabpanel', { name: 'Custom Presets' });
const item = (name: string) => within(panel()).getByRole('listitem', { name });
const nameField = () => screen.getByLabelText<HTMLInputElement>('Preset name');
const toast = () => document.querySelector('.ds-toast');

const openPresets = () => renderDeploySettingsAt('customPresets');

async function pressKeybind(
  user: ReturnType<typeof openPresets>['user'],
  press: Partial<KeyboardEventInit> & { key: string },
) {
  await user.click(within(panel()).getByRole('button', { name: 'Change Keybind' }));
  fireEvent.keyDown(window, press);
}

const CTRL_SHIFT_K = { key: 'K', code: 'KeyK', ctrlKey: true, shiftKey: true };

describe('Custom Presets deploy settings', () => {
  beforeEach(() => {
    stubFetch(() => jsonResponse({ wallets: [] }));
  });

  it('lists the default presets with their keybind and a one-line summary', () => {
    openPresets();
    expect(within(item('Coinify')).getByText('Ctrl+Z')).toBeTruthy();
    expect(item('Coinify').textContent).toContain(
      '“{selection} Coin” · ticker: selected text · default platform · image in post',
    );
    expect(within(item('Grok Companion')).getByText('Ctrl+Q')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Preset' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it("adds a preset with a timestamp id, saved at once, with 'Preset added or updated successfully'", async () => {
    const { user, settings } = openPresets();
    await user.type(nameField(), 'Moon');
    await pressKeybind(user, CTRL_SHIFT_K);
    expect(screen.getByLabelText('Keybind').textContent).toBe('Ctrl+Shift+K');
    await user.type(screen.getByLabelText('Name suffix'), ' Inu');
    await user.selectOptions(screen.getByLabelText('Platform'), 'pump');
    await user.selectOptions(screen.getByLabelText('Ticker'), 'abbreviation');
    await user.selectOptions(screen.getByLabelText('Image'), 'letter');
    await user.click(screen.getByLabelText('Translate the name to Chinese before launching'));
    await user.click(screen.getByRole('button', { name: 'Add Preset' }));

    expect(toast()?.textContent).toBe(PRESET_MESSAGES.presetSaved);
    expect(toast()?.className).toContain('is-success');
    const moon = savedSettings().presets[2];
    expect(moon).toEqual({
      id: expect.stringMatching(/^\d{13}$/),
      name: 'Moon',
      keybind: { ctrl: true, shift: true, alt: false, key: 'K' },
      prefix: '',
      suffix: ' Inu',
      mode: 'pump',
      tickerMode: 'abbreviation',
      customTicker: '',
      imageType: 'letter',
      customImage: '',
      translateToChinese: true,
    });
    expect(settings.get().presets).toHaveLength(3);
    expect(item('Moon').textContent).toContain(
      'Ctrl+Shift+K“{selection} Inu” · ticker: abbreviation · pump · letter · Chinese name',
    );
    // Back to an empty form in add mode.
    expect(nameField().value).toBe('');
    expect(screen.getByLabelText('Keybind').textContent).toBe('None');
  });

  it('adds on Enter in a field', async () => {
    const { user } = openPresets();
    await pressKeybind(user, CTRL_SHIFT_K);
    await user.type(nameField(), 'Moon{Enter}');
    expect(savedSettings().presets.map((p: { name: string }) => p.name)).toEqual([
      'Coinify',
      'Grok Companion',
      'Moon',
    ]);
  });

  it("says 'Please enter a preset name', then 'Please set a keybind for this preset', inline, saving nothing", async () => {
    const { user, settings } = openPresets();
    await user.click(screen.getByRole('button', { name: 'Add Preset' }));
    expect(within(panel()).getByRole('alert').textContent).toBe(PRESET_MESSAGES.nameRequired);
    expect(nameField().getAttribute('aria-invalid')).toBe('true');

    await user.type(nameField(), 'Moon');
    expect(within(panel()).queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Preset' }));
    const alert = within(panel()).getByRole('alert');
    expect(alert.textContent).toBe(PRESET_MESSAGES.keybindRequired);
    expect(alert.closest('.preset-keybind')).toBeTruthy();
    expect(settings.get().presets).toHaveLength(2);
    expect(toast()).toBeNull();
  });

  it('refuses the auto-deploy keybind and a key another preset has, saying which', async () => {
    const { user } = openPresets();
    await pressKeybind(user, { key: 'x', code: 'KeyX', ctrlKey: true });
    expect(within(panel()).getByRole('alert').textContent).toBe(
      'Ctrl+X is the auto-deploy keybind: choose another.',
    );
    expect(screen.getByLabelText('Keybind').textContent).toBe('None');

    await pressKeybind(user, { key: 'z', code: 'KeyZ', ctrlKey: true });
    expect(within(panel()).getByRole('alert').textContent).toBe(
      'Ctrl+Z is already the keybind of the preset “Coinify”: choose another.',
    );
    await user.type(nameField(), 'Copycat');
    await user.click(screen.getByRole('button', { name: 'Add Preset' }));
    expect(savedSettings().presets ?? []).not.toContainEqual(
      expect.objectContaining({ name: 'Copycat' }),
    );
  });

  it('shows the custom ticker and the custom image link only for custom, and checks them', async () => {
    const { user } = openPresets();
    expect(screen.queryByLabelText('Custom ticker')).toBeNull();
    expect(screen.queryByLabelText('Custom image link')).toBeNull();
    await user.type(nameField(), 'Doge it');
    await pressKeybind(user, CTRL_SHIFT_K);
    await user.selectOptions(screen.getByLabelText('Ticker'), 'custom');
    await user.selectOptions(screen.getByLabelText('Image'), 'custom');

    await user.click(screen.getByRole('button', { name: 'Add Preset' }));
    expect(within(panel()).getByRole('alert').textContent).toBe('Enter the custom ticker');
    await user.type(screen.getByLabelText('Custom ticker'), 'DOGE');
    await user.type(screen.getByLabelText('Custom image link'), 'doge.png');
    await user.click(screen.getByRole('button', { name: 'Add Preset' }));
    expect(within(panel()).getByRole('alert').textContent).toBe(
      'Enter an image link starting with https:// or http://',
    );
    await user.clear(screen.getByLabelText('Custom image link'));
    await user.type(screen.getByLabelText('Custom image link'), 'https://i.example/doge.png');
    await user.click(screen.getByRole('button', { name: 'Add Preset' }));
    expect(savedSettings().presets[2]).toMatchObject({
      tickerMode: 'custom',
      customTicker: 'DOGE',
      imageType: 'custom',
      customImage: 'https://i.example/doge.png',
    });

    await user.selectOptions(screen.getByLabelText('Ticker'), 'first_word');
    expect(screen.queryByLabelText('Custom ticker')).toBeNull();
  });

  it("uploads a file for the custom image and keeps its hosted link as the preset's link", async () => {
    const hosted = 'https://launchdeck.example/api/token-images/abc.png';
    const fetch = stubFetch((url) =>
      url === '/api/token-images' ? jsonResponse({ url: hosted }) : jsonResponse({ wallets: [] }),
    );
    const { user } = openPresets();
    await user.selectOptions(screen.getByLabelText('Image'), 'custom');
    const picker = screen.getByLabelText<HTMLInputElement>('Upload image');

    // An SVG passes the picker's image/* but is no raster image (it can carry script).
    await user.upload(picker, new File(['<svg/>'], 'frog.svg', { type: 'image/svg+xml' }));
    expect((await within(panel()).findByRole('alert')).textContent).toBe(
      'Only image files can be uploaded.',
    );

    await user.upload(
      picker,
      new File([new Uint8Array([137, 80, 78, 71])], 'frog.png', { type: 'image/png' }),
    );
    expect(await screen.findByDisplayValue(hosted)).toBe(
      screen.getByLabelText('Custom image link'),
    );
    const sentBody = fetch.mock.calls.find(([url]) => url === '/api/token-images')?.[1]?.body;
    expect(JSON.parse(String(sentBody)).data_url).toMatch(/^data:image\/png;base64,/);
  });

  it('Edit fills the form and scrolls the panel to its top; Update saves under the same id', async () => {
    const { user } = openPresets();
    const scrollTo = watchScrollTo(panel());
    await user.click(within(item('Coinify')).getByRole('button', { name: 'Edit' }));

    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByRole('heading', { name: 'Edit Preset “Coinify”' })).toBeTruthy();
    expect(nameField().value).toBe('Coinify');
    expect(document.activeElement).toBe(nameField());
    expect(screen.getByLabelText<HTMLInputElement>('Name suffix').value).toBe(' Coin');
    expect(screen.getByLabelText('Keybind').textContent).toBe('Ctrl+Z');
    expect(screen.queryByRole('button', { name: 'Add Preset' })).toBeNull();

    await user.clear(screen.getByLabelText('Name suffix'));
    await user.type(screen.getByLabelText('Name suffix'), ' Token');
    // Its own key is no conflict.
    await pressKeybind(user, { key: 'z', code: 'KeyZ', ctrlKey: true });
    await user.click(screen.getByRole('button', { name: 'Update Preset' }));

    expect(toast()?.textContent).toBe(PRESET_MESSAGES.presetSaved);
    expect(savedSettings().presets).toHaveLength(2);
    expect(savedSettings().presets[0]).toMatchObject({
      id: '1',
      name: 'Coinify',
      suffix: ' Token',
      keybind: { ctrl: true, key: 'Z' },
    });
    expect(screen.getByRole('button', { name: 'Add Preset' })).toBeTruthy();
    expect(nameField().value).toBe('');
  });

  it('Cancel leaves edit mode without saving', async () => {
    const { user, settings } = openPresets();
    watchScrollTo(panel());
    const before = settings.get().presets;
    await user.click(within(item('Grok Companion')).getByRole('button', { name: 'Edit' }));
    await user.type(nameField(), ' 2');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(nameField().value).toBe('');
    expect(screen.getByRole('button', { name: 'Add Preset' })).toBeTruthy();
    expect(settings.get().presets).toEqual(before);
  });

  it('deletes after confirmation, and Cancel in the confirmation keeps it', async () => {
    const { user } = openPresets();
    await user.click(within(item('Coinify')).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Preset' });
    expect(confirm.textContent).toContain('Delete the preset “Coinify” (Ctrl+Z)?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Delete Preset' })).toBeNull();
    expect(item('Coinify')).toBeTruthy();

    await user.click(within(item('Coinify')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Preset' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(within(panel()).queryByRole('listitem', { name: 'Coinify' })).toBeNull();
    expect(savedSettings().presets.map((p: { id: string }) => p.id)).toEqual(['2']);
  });

  it('leaves edit mode when the preset being edited is deleted', async () => {
    const { user } = openPresets();
    watchScrollTo(panel());
    await user.click(within(item('Coinify')).getByRole('button', { name: 'Edit' }));
    await user.click(within(item('Coinify')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Preset' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(nameField().value).toBe('');
    expect(screen.getByRole('button', { name: 'Add Preset' })).toBeTruthy();
  });

  it('says so when there are no presets', () => {
    const { settings } = openPresets();
    act(() => settings.update({ presets: [] }));
    expect(within(panel()).getByText('No presets yet: add one above.')).toBeTruthy();
    expect(within(panel()).queryAllByRole('listitem')).toHaveLength(0);
  });
});
