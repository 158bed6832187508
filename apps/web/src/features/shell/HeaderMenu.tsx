import { type MouseEvent, type ReactNode, useId } from 'react';
import { useDisclosure } from '../../lib/use-disclosure.ts';
import { SHELL_TEXT } from './strings.ts';

/**
 * Issue 50: the header's items after the brand (navigation, readout, user, Logout). On a wide
 * window they sit in the header's row as before (the group is `display: contents`); below 700 px
 * (shell.css) they fold behind a Menu button, a disclosure: Escape or a click outside closes it
 * and puts focus back on the button, and choosing a navigation item closes it too (focus on the
 * button, so a dialog that item opens gives focus back to something on screen).
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  const { open, toggle, close, root, button } = useDisclosure();
  const id = useId();

  const onChoose = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (!target.closest('.app-nav button, .app-nav a')) return;
    close();
    button.current?.focus();
  };

  return (
    <div className="header-menu-root" ref={root}>
      <button
        ref={button}
        type="button"
        className="header-menu-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
      >
        <span className="header-menu-icon" aria-hidden="true" />
        {SHELL_TEXT.menu}
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: it only watches its items' clicks. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the items are buttons and links. */}
      <div id={id} className={open ? 'header-menu is-open' : 'header-menu'} onClick={onChoose}>
        {children}
      </div>
    </div>
  );
}
