import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { watchedAccount } from '../../../../test/features/accounts/support.tsx';
import { renderInSettings } from '../../../../test/features/settings/parts/support.tsx';
import { PARTS_TEXT } from '../parts/strings.ts';
import { AccountHighlights } from './AccountHighlights.tsx';
import { HIGHLIGHTS_TEXT } from './highlights/strings.ts';

const accounts = [watchedAccount('elonmusk', 'Elon Musk'), watchedAccount('cz_binance', 'CZ')];
const open = (settings = {}) => renderInSettings(<AccountHighlights />, { settings, accounts });
const swatches = () => screen.getByRole('group', { name: HIGHLIGHTS_TEXT.defaultColor });

describe('AccountHighlights', () => {
  it('is a section titled Account highlights', () => {
    open();
    expect(screen.getByRole('region', { name: 'Account highlights' })).toBeTruthy();
  });

  it('offers the 17 colours as radios, the default one checked, and changes it', async () => {
    const { user, settings } = open();
    const radios = within(swatches()).getAllByRole('radio');
    expect(radios).toHaveLength(17);
    expect(within(swatches()).getByRole('radio', { name: 'Cyan' })).toHaveProperty('checked', true);
    await user.click(within(swatches()).getByRole('radio', { name: 'Midnight Blue' }));
    expect(settings.get().defaultHighlightColor).toBe('midnight-blue');
  });

  it('moves the default colour with the arrow keys', async () => {
    // user-event finds a radio's group with CSS.escape, which jsdom lacks.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') });
    const { user, settings } = open({ defaultHighlightColor: 'cyan' });
    within(swatches()).getByRole('radio', { name: 'Cyan' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(settings.get().defaultHighlightColor).toBe('yellow');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(settings.get().defaultHighlightColor).toBe('crimson');
  });

  it('adds an account with the picker, on and in the default colour', async () => {
    const { user, settings } = open({ defaultHighlightColor: 'pink' });
    expect(screen.getByText(HIGHLIGHTS_TEXT.empty)).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: HIGHLIGHTS_TEXT.add }), 'elon');
    await user.click(screen.getByRole('option', { name: /Elon Musk/ }));
    expect(settings.get().accountHighlights).toEqual({
      elonmusk: { enabled: true, color: 'pink' },
    });
    const list = screen.getByRole('list', { name: HIGHLIGHTS_TEXT.listLabel });
    expect(
      within(list).getByRole('switch', { name: HIGHLIGHTS_TEXT.enabled('elonmusk') }),
    ).toHaveProperty('checked', true);
  });

  it("switches an account's highlight, changes its colour and removes it", async () => {
    const { user, settings } = open({
      accountHighlights: {
        ann: { enabled: true, color: 'red' },
        bob: { enabled: false, color: 'lime' },
      },
    });
    await user.click(screen.getByRole('switch', { name: HIGHLIGHTS_TEXT.enabled('ann') }));
    expect(settings.get().accountHighlights.ann).toEqual({ enabled: false, color: 'red' });
    const color = screen.getByRole('combobox', { name: HIGHLIGHTS_TEXT.color('bob') });
    expect((color as HTMLSelectElement).value).toBe('lime');
    await user.selectOptions(color, 'lavender');
    expect(settings.get().accountHighlights.bob).toEqual({ enabled: false, color: 'lavender' });
    await user.click(screen.getByRole('button', { name: PARTS_TEXT.remove('ann') }));
    expect(settings.get().accountHighlights).toEqual({
      bob: { enabled: false, color: 'lavender' },
    });
  });

  it('refuses an account already highlighted', async () => {
    const { user, settings } = open({
      accountHighlights: { ann: { enabled: true, color: 'red' } },
    });
    await user.type(screen.getByRole('combobox', { name: HIGHLIGHTS_TEXT.add }), '@Ann{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(PARTS_TEXT.pickerRefusals.taken);
    expect(settings.get().accountHighlights).toEqual({ ann: { enabled: true, color: 'red' } });
  });
});
