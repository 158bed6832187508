import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { watchedAccount } from '../../../../test/features/accounts/support.tsx';
import { renderInSettings } from '../../../../test/features/settings/parts/support.tsx';
import { AccountPicker } from './AccountPicker.tsx';
import { PARTS_TEXT } from './strings.ts';

const accounts = [
  watchedAccount('BonkGuy', 'Solana Dog'),
  watchedAccount('elonmusk', 'Elon Musk'),
  watchedAccount('xmusk_fan', 'Fan'),
];

function renderPicker(taken: string[] = []) {
  const onPick = vi.fn();
  const view = renderInSettings(
    <AccountPicker label="Add an account" taken={taken} onPick={onPick} />,
    { accounts },
  );
  const field = screen.getByRole('combobox', { name: 'Add an account' });
  return { ...view, onPick, field };
}

const options = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('AccountPicker', () => {
  it('filters the watched accounts by handle or name as the trader types, ignoring case', async () => {
    const { user, field } = renderPicker();
    await user.type(field, 'MUSK');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(options()).toEqual(['Elon Musk@elonmusk', 'Fan@xmusk_fan']);
    await user.clear(field);
    await user.type(field, 'solana');
    expect(options()).toEqual(['Solana Dog@BonkGuy']);
  });

  it('moves through the matches with the arrows and picks one with Enter', async () => {
    const { user, field, onPick } = renderPicker();
    await user.type(field, 'musk');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { selected: true });
    expect(active.textContent).toBe('Fan@xmusk_fan');
    expect(field.getAttribute('aria-activedescendant')).toBe(active.id);
    // Down wraps to the first, Up back to the last.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Elon Musk@elonmusk');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Fan@xmusk_fan');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('xmusk_fan');
    expect((field as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('picks a clicked account, its handle normalised', async () => {
    const { user, field, onPick } = renderPicker();
    await user.type(field, 'bonk');
    await user.click(screen.getByRole('option', { name: /Solana Dog/ }));
    expect(onPick).toHaveBeenCalledWith('bonkguy');
  });

  it('adds any typed handle, normalised, with Enter or the Add button', async () => {
    const { user, field, onPick } = renderPicker();
    await user.type(field, '  @@NewCoin {Enter}');
    expect(onPick).toHaveBeenLastCalledWith('newcoin');
    await user.type(field, 'Another');
    await user.click(screen.getByRole('button', { name: PARTS_TEXT.add }));
    expect(onPick).toHaveBeenLastCalledWith('another');
  });

  it('refuses an empty, spaced or already listed handle with its reason', async () => {
    const { user, field, onPick } = renderPicker(['alice']);
    await user.click(screen.getByRole('button', { name: PARTS_TEXT.add }));
    expect(screen.getByRole('alert').textContent).toBe(PARTS_TEXT.pickerRefusals.empty);
    await user.type(field, 'two words{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(PARTS_TEXT.pickerRefusals.spaces);
    await user.clear(field);
    await user.type(field, '@ALICE{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(PARTS_TEXT.pickerRefusals.taken);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('does not offer accounts already in the list', async () => {
    const { user, field } = renderPicker(['ElonMusk']);
    await user.type(field, 'musk');
    expect(options()).toEqual(['Fan@xmusk_fan']);
  });

  it('closes the list on Escape without letting the key reach the dialog, then clears the text', async () => {
    const { user, field } = renderPicker();
    await user.type(field, 'musk');
    const outside = vi.fn();
    document.addEventListener('keydown', outside);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Escape}');
    expect((field as HTMLInputElement).value).toBe('');
    expect(outside).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(outside).toHaveBeenCalledTimes(1);
    document.removeEventListener('keydown', outside);
  });

  it('opens the whole list with the down arrow on an empty field', async () => {
    const { user, field } = renderPicker();
    field.focus();
    await user.keyboard('{Escape}{ArrowDown}');
    expect(options()).toHaveLength(3);
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Solana Dog@BonkGuy');
  });
});
