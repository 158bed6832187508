import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavButton } from './Header.tsx';
import { HeaderMenu } from './HeaderMenu.tsx';
import { SHELL_TEXT } from './strings.ts';

/** The menu with a navigation of one button and a readout beside it (jsdom has no media queries). */
function renderMenu(onSettings = vi.fn()) {
  render(
    <>
      <HeaderMenu>
        <nav className="app-nav" aria-label="Main">
          <NavButton onClick={onSettings}>Settings</NavButton>
        </nav>
        <button type="button">1 online</button>
      </HeaderMenu>
      <p>elsewhere</p>
    </>,
  );
  const toggle = screen.getByRole('button', { name: SHELL_TEXT.menu });
  return { toggle, user: userEvent.setup(), onSettings };
}

describe('HeaderMenu', () => {
  it('is a disclosure: the button says whether its items are open and names them', async () => {
    const { toggle, user } = renderMenu();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const items = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(items?.className).toBe('header-menu');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(items?.className).toBe('header-menu is-open');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { toggle, user } = renderMenu();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: '1 online' }));
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes on a click outside', async () => {
    const { toggle, user } = renderMenu();
    await user.click(toggle);
    await user.click(screen.getByText('elsewhere'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a navigation item is chosen, focus on the button, the item still acting', async () => {
    const { toggle, user, onSettings } = renderMenu();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(onSettings).toHaveBeenCalledOnce();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('stays open when an item outside the navigation (a readout) is used', async () => {
    const { toggle, user } = renderMenu();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: '1 online' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
