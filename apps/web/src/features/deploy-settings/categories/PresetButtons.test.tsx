import { PRESET_MESSAGES } from '@launchdeck/protocol';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../../test/fake-fetch.ts';
import {
  renderDeploySettingsAt,
  savedSettings,
  watchScrollTo,
} from '../../../../test/features/deploy-settings/support.tsx';

const panel = () => screen.getByRole('tabpanel', { name: 'Preset Buttons' });
const item = (name: string) => within(panel()).getByRole('listitem', { name });
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const preview = () => screen.getByRole('status', { name: 'Preview' }).textContent;
const toast = () => document.querySelector('.ds-toast');

const openButtons = () => renderDeploySettingsAt('presetButtons');

describe('Preset Buttons deploy settings', () => {
  beforeEach(() => {
    stubFetch(() => jsonResponse({ wallets: [] }));
  });

  it('lists the three default buttons with what each makes of an example name', () => {
    openButtons();
    expect(item('Coin').textContent).toContain('Frog King → Frog King Coin / FROG');
    expect(item('The').textContent).toContain('Frog King → The Frog King / THEFROG');
    expect(item('Inu').textContent).toContain('Frog King → Frog King Inu / FKINU');
  });

  it('previews the draft live and adds it with a timestamp id and the success toast', async () => {
    const { user } = openButtons();
    expect(preview()).toBe('Frog King → Frog King / FROGKING');
    await user.type(field('Button name'), 'King');
    await user.type(field('Name prefix'), 'Sir ');
    await user.type(field('Ticker suffix'), 'X');
    await user.click(screen.getByLabelText('Use first word'));
    expect(preview()).toBe('Frog King → Sir Frog King / FROGX');
    await user.click(screen.getByLabelText('Abbreviate'));
    expect(preview()).toBe('Frog King → Sir Frog King / FKX');
    await user.click(screen.getByRole('button', { name: 'Add Preset Button' }));

    expect(toast()?.textContent).toBe(PRESET_MESSAGES.buttonSaved);
    expect(savedSettings().presetButtons[3]).toEqual({
      id: expect.stringMatching(/^\d{13}$/),
      name: 'King',
      namePrefix: 'Sir ',
      nameSuffix: '',
      tickerPrefix: '',
      tickerSuffix: 'X',
      tickerUseFirstWord: false,
      tickerAbbreviate: true,
    });
    expect(item('King').textContent).toContain('Frog King → Sir Frog King / FKX');
    expect(field('Button name').value).toBe('');
    expect(preview()).toBe('Frog King → Frog King / FROGKING');
  });

  it("says 'Please enter a button name' under the name, saving nothing", async () => {
    const { user, settings } = openButtons();
    await user.type(field('Name suffix'), ' Inu');
    await user.click(screen.getByRole('button', { name: 'Add Preset Button' }));
    expect(within(panel()).getByRole('alert').textContent).toBe(PRESET_MESSAGES.buttonNameRequired);
    expect(field('Button name').getAttribute('aria-invalid')).toBe('true');
    expect(settings.get().presetButtons).toHaveLength(3);
    await user.type(field('Button name'), 'I');
    expect(within(panel()).queryByRole('alert')).toBeNull();
  });

  it('Edit fills the form and scrolls the panel to its top; Update saves under the same id', async () => {
    const { user } = openButtons();
    const scrollTo = watchScrollTo(panel());
    await user.click(within(item('The')).getByRole('button', { name: 'Edit' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByRole('heading', { name: 'Edit Preset Button “The”' })).toBeTruthy();
    expect(field('Button name').value).toBe('The');
    expect(field('Name prefix').value).toBe('The ');
    expect(field('Ticker prefix').value).toBe('THE');
    expect(screen.getByLabelText<HTMLInputElement>('Use first word').checked).toBe(true);
    expect(preview()).toBe('Frog King → The Frog King / THEFROG');

    await user.clear(field('Button name'));
    await user.type(field('Button name'), 'Le');
    await user.clear(field('Name prefix'));
    await user.type(field('Name prefix'), 'Le ');
    await user.click(screen.getByRole('button', { name: 'Update Preset Button' }));

    expect(toast()?.textContent).toBe(PRESET_MESSAGES.buttonSaved);
    expect(savedSettings().presetButtons[1]).toMatchObject({
      id: '2',
      name: 'Le',
      namePrefix: 'Le ',
    });
    expect(savedSettings().presetButtons).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add Preset Button' })).toBeTruthy();
  });

  it('Cancel leaves edit mode without saving', async () => {
    const { user, settings } = openButtons();
    watchScrollTo(panel());
    const before = settings.get().presetButtons;
    await user.click(within(item('Inu')).getByRole('button', { name: 'Edit' }));
    await user.type(field('Button name'), 'u');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field('Button name').value).toBe('');
    expect(screen.queryByRole('button', { name: 'Update Preset Button' })).toBeNull();
    expect(settings.get().presetButtons).toEqual(before);
  });

  it('deletes after confirmation, and Cancel in the confirmation keeps it', async () => {
    const { user } = openButtons();
    await user.click(within(item('Coin')).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Preset Button' });
    expect(confirm.textContent).toContain('Delete the preset button “Coin”?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(item('Coin')).toBeTruthy();

    await user.click(within(item('Coin')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Preset Button' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(within(panel()).queryByRole('listitem', { name: 'Coin' })).toBeNull();
    expect(savedSettings().presetButtons.map((b: { id: string }) => b.id)).toEqual(['2', '3']);
  });

  it('says so when there are no preset buttons', () => {
    const { settings } = openButtons();
    act(() => settings.update({ presetButtons: [] }));
    expect(within(panel()).getByText(/^No preset buttons yet/)).toBeTruthy();
  });
});
