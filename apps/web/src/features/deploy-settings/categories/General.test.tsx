import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../../test/fake-fetch.ts';
import {
  renderDeploySettingsAt,
  savedSettings,
} from '../../../../test/features/deploy-settings/support.tsx';

const openGeneral = () => renderDeploySettingsAt('general');

describe('General deploy settings', () => {
  beforeEach(() => {
    stubFetch(() => jsonResponse({ wallets: [] }));
  });

  it('shows the defaults: pump, every switch on, modal, panel left, button right, 7 / 1.5 / 1000, 5 Gwei', () => {
    openGeneral();
    expect((screen.getByRole('radio', { name: 'pump' }) as HTMLInputElement).checked).toBe(true);
    for (const name of [
      'Text-selection deploy bar',
      'Deploy buttons on tweets',
      'Auto-deploy keybinds',
      'Auto-open trading page on successful deploy',
    ]) {
      expect((screen.getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(true);
    }
    expect((screen.getByLabelText('Deploy interface') as HTMLSelectElement).value).toBe('modal');
    expect((screen.getByLabelText('Panel side') as HTMLSelectElement).value).toBe('left');
    expect((screen.getByLabelText('Deploy button position') as HTMLSelectElement).value).toBe(
      'right',
    );
    // DA §9: the getter's reading, 7, while the trader has set no SOL amount.
    expect((screen.getByLabelText('SOL buy amount') as HTMLInputElement).value).toBe('7');
    expect((screen.getByLabelText('BNB buy amount') as HTMLInputElement).value).toBe('1.5');
    expect((screen.getByLabelText('USD1 buy amount') as HTMLInputElement).value).toBe('1000');
    expect((screen.getByLabelText('BNB gas price (Gwei)') as HTMLInputElement).value).toBe('5');
  });

  it('offers the four default platforms and saves the one picked', async () => {
    const { user, settings } = openGeneral();
    const radios = screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value);
    expect(radios).toEqual(['pump', 'bonk', 'bnb', 'usd1']);
    await user.click(screen.getByRole('radio', { name: 'bnb' }));
    expect(settings.get().defaultMode).toBe('bnb');
    expect(savedSettings().defaultMode).toBe('bnb');
  });

  it.each([
    ['Text-selection deploy bar', 'disableTextSelectionToolbar', true],
    ['Deploy buttons on tweets', 'disableDeployButton', true],
    ['Auto-deploy keybinds', 'disableAutoDeployKeybinds', true],
    ['Auto-open trading page on successful deploy', 'autoOpenAxiom', false],
  ])('saves %s when it is turned off and on', async (name, field, whenOff) => {
    const { user } = openGeneral();
    const box = screen.getByRole('checkbox', { name });
    await user.click(box);
    expect(savedSettings()[field]).toBe(whenOff);
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    expect(savedSettings()[field]).toBe(!whenOff);
  });

  it('saves the deploy interface and the deploy button position', async () => {
    const { user } = openGeneral();
    await user.selectOptions(screen.getByLabelText('Deploy interface'), 'panel');
    expect(savedSettings().deployMode).toBe('panel');
    await user.selectOptions(screen.getByLabelText('Deploy button position'), 'left');
    expect(savedSettings().deployButtonPosition).toBe('left');
  });

  it('saves the panel side, Left or Right', async () => {
    const { user, settings } = openGeneral();
    const side = screen.getByLabelText('Panel side');
    expect(
      Array.from((side as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual(['Left', 'Right']);
    await user.selectOptions(side, 'Right');
    expect(settings.get().deployPanelSide).toBe('right');
    expect(savedSettings().deployPanelSide).toBe('right');
    await user.selectOptions(side, 'Left');
    expect(savedSettings().deployPanelSide).toBe('left');
  });

  it.each([
    ['SOL buy amount', 'globalBuyAmount', '0.3', 0.3],
    ['BNB buy amount', 'globalBnbBuyAmount', '2', 2],
    ['USD1 buy amount', 'globalUsd1BuyAmount', '250', 250],
    ['SOL buy amount', 'globalBuyAmount', '0', 0],
  ])('saves the %s as it is typed (%s = %s)', async (label, field, typed, value) => {
    const { user } = openGeneral();
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.type(input, typed);
    expect(savedSettings()[field]).toBe(value);
  });

  it('keeps the saved amount and says what it needs when the number is out of range', async () => {
    const { user } = openGeneral();
    const input = screen.getByLabelText('SOL buy amount');
    await user.clear(input);
    await user.type(input, '2000000');
    expect(savedSettings().globalBuyAmount).toBe(200000);
    expect(screen.getByText('Enter a number from 0 to 1000000.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.tab();
    expect((input as HTMLInputElement).value).toBe('200000');
    expect(screen.queryByText('Enter a number from 0 to 1000000.')).toBeNull();
  });

  it('saves the BNB gas price in bnbGwei', async () => {
    const { user } = openGeneral();
    const input = screen.getByLabelText('BNB gas price (Gwei)');
    await user.clear(input);
    await user.type(input, '7.5');
    expect(localStorage.getItem('bnbGwei')).toBe('7.5');
    await user.clear(input);
    expect(screen.getByText('Enter a number from 0.05 to 1000.')).toBeTruthy();
    expect(localStorage.getItem('bnbGwei')).toBe('7.5');
  });

  it('shows a change made in another window', () => {
    const { settings } = openGeneral();
    act(() => settings.update({ deployMode: 'panel', globalBuyAmount: 3 }));
    expect((screen.getByLabelText('Deploy interface') as HTMLSelectElement).value).toBe('panel');
    expect((screen.getByLabelText('SOL buy amount') as HTMLInputElement).value).toBe('3');
  });
});
