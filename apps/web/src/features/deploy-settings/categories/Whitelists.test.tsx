import { DEFAULT_WHITELISTS, TRACKER_SETTINGS_KEY } from '@launchdeck/protocol';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../../test/fake-fetch.ts';
import {
  renderDeploySettingsAt,
  savedSettings,
} from '../../../../test/features/deploy-settings/support.tsx';
import { WHITELISTS_TEXT } from '../whitelists/whitelists-text.ts';

const openWhitelists = () => renderDeploySettingsAt('whitelists');

const list = (platform: string) =>
  screen.getByRole('region', { name: WHITELISTS_TEXT.listLabel(platform) });
const entriesOf = (platform: string) =>
  within(list(platform))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.whitelist-name')?.textContent);
const input = (platform: string) => screen.getByLabelText(WHITELISTS_TEXT.inputLabel(platform));

describe('Whitelists deploy settings', () => {
  beforeEach(() => {
    stubFetch(() => jsonResponse({ wallets: [] }));
  });

  it('shows the four lists titled pump, bonk, bnb, usd1 with their defaults and counts', () => {
    openWhitelists();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['pump', 'bonk', 'bnb', 'usd1']);
    expect(entriesOf('pump')).toEqual([...DEFAULT_WHITELISTS.pump]);
    expect(entriesOf('bonk')).toEqual([...DEFAULT_WHITELISTS.bonk]);
    expect(entriesOf('bnb')).toEqual([...DEFAULT_WHITELISTS.bnb]);
    expect(entriesOf('usd1')).toEqual([...DEFAULT_WHITELISTS.usd1]);
    expect(within(list('pump')).getByText('5 accounts')).toBeTruthy();
    expect(within(list('bonk')).getByText('3 accounts')).toBeTruthy();
    expect(screen.getByText(WHITELISTS_TEXT.hint)).toBeTruthy();
  });

  it('adds an entry with Enter, trimmed, lowercased and without @, and saves it at once', async () => {
    const { user, settings } = openWhitelists();
    await user.type(input('bonk'), '  @FrogKing {Enter}');
    expect(entriesOf('bonk')).toEqual([...DEFAULT_WHITELISTS.bonk, 'frogking']);
    expect(savedSettings().bonkWhitelist).toEqual([...DEFAULT_WHITELISTS.bonk, 'frogking']);
    expect(settings.get().bonkWhitelist).toContain('frogking');
    expect((input('bonk') as HTMLInputElement).value).toBe('');
    expect(within(list('bonk')).getByText('4 accounts')).toBeTruthy();
    // The other lists are left alone.
    expect(savedSettings().pumpFunWhitelist).toEqual([...DEFAULT_WHITELISTS.pump]);
  });

  it('adds an entry with the Add button of its own list', async () => {
    const { user } = openWhitelists();
    await user.type(input('usd1'), 'dollarbot');
    await user.click(within(list('usd1')).getByRole('button', { name: WHITELISTS_TEXT.add }));
    expect(savedSettings().usd1Whitelist).toEqual([...DEFAULT_WHITELISTS.usd1, 'dollarbot']);
    expect(savedSettings().bnbWhitelist).toEqual([...DEFAULT_WHITELISTS.bnb]);
  });

  it("refuses a listed entry with 'Username already in whitelist' under that list only", async () => {
    const { user, settings } = openWhitelists();
    await user.type(input('bnb'), '@CZ_Binance{Enter}');
    const alert = within(list('bnb')).getByRole('alert');
    expect(alert.textContent).toBe('Username already in whitelist');
    expect(within(list('pump')).queryByRole('alert')).toBeNull();
    expect(input('bnb').getAttribute('aria-invalid')).toBe('true');
    expect(settings.get().bnbWhitelist).toEqual([...DEFAULT_WHITELISTS.bnb]);
    expect(entriesOf('bnb')).toEqual([...DEFAULT_WHITELISTS.bnb]);
    // The text stays for fixing; typing clears the message.
    expect((input('bnb') as HTMLInputElement).value).toBe('@CZ_Binance');
    await user.type(input('bnb'), 'x');
    expect(within(list('bnb')).queryByRole('alert')).toBeNull();
  });

  it('refuses an empty entry (spaces or a lone @) and saves nothing', async () => {
    const { user } = openWhitelists();
    await user.type(input('pump'), '  @ {Enter}');
    expect(within(list('pump')).getByRole('alert').textContent).toBe(WHITELISTS_TEXT.empty);
    expect(localStorage.getItem(TRACKER_SETTINGS_KEY)).toBeNull();
  });

  it('removes an entry with its remove button and saves the list', async () => {
    const { user } = openWhitelists();
    await user.click(screen.getByRole('button', { name: 'Remove bonk_fun from bonk whitelist' }));
    expect(entriesOf('bonk')).toEqual(['bonk_inu', 'theunipcs']);
    expect(savedSettings().bonkWhitelist).toEqual(['bonk_inu', 'theunipcs']);
    expect(within(list('bonk')).getByText('2 accounts')).toBeTruthy();
  });

  it('says when a list is empty, and adds to it again', async () => {
    const { user } = openWhitelists();
    for (const name of DEFAULT_WHITELISTS.usd1) {
      await user.click(screen.getByRole('button', { name: `Remove ${name} from usd1 whitelist` }));
    }
    expect(savedSettings().usd1Whitelist).toEqual([]);
    expect(within(list('usd1')).getByText('No accounts yet.')).toBeTruthy();
    expect(within(list('usd1')).getByText('0 accounts')).toBeTruthy();
    await user.type(input('usd1'), 'one{Enter}');
    expect(within(list('usd1')).getByText('1 account')).toBeTruthy();
  });

  it('shows a change made in another window', () => {
    const { settings } = openWhitelists();
    act(() => settings.update({ bnbWhitelist: ['fromelsewhere'] }));
    expect(entriesOf('bnb')).toEqual(['fromelsewhere']);
  });
});
