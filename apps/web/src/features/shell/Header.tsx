import type { ReactNode } from 'react';
import { AutoLaunchSwitch } from '../auto-launch/index.ts';
import { HotkeysChip } from '../deploy/index.ts';
import { ConnectionBar } from './ConnectionBar.tsx';
import { HeaderMenu } from './HeaderMenu.tsx';
import { UserBadge } from './UserBadge.tsx';

type HeaderProps = {
  children?: ReactNode;
  label?: string;
  /** A readout before the user (the feed views' speed, issue 17). */
  status?: ReactNode;
};

/**
 * The top bar of every logged-in view: brand, the armed hotkeys' chip and the auto-launch switch
 * (issue 53, once the trader has a rule), the view's own buttons, its status readout, the user
 * and Logout; the connection-lost bar hangs below it, over the page. Below 700 px all but
 * the brand fold into the Menu (HeaderMenu), so the header stays one row on a phone.
 */
export function Header({ children, label, status }: HeaderProps) {
  return (
    <header className="app-header">
      <div className="app-brand">
        <img className="app-brand-mark" src="/favicon.svg" alt="" />
        <span className="app-brand-name">Launchdeck</span>
        {label ? <span className="app-brand-label">{label}</span> : null}
      </div>
      <HotkeysChip />
      <AutoLaunchSwitch />
      <HeaderMenu>
        {children ? (
          <nav className="app-nav" aria-label="Main">
            {children}
          </nav>
        ) : null}
        {status}
        <UserBadge />
      </HeaderMenu>
      <ConnectionBar />
    </header>
  );
}

type NavButtonProps = {
  children: ReactNode;
  onClick: () => void;
  /** For the tab buttons: is this the tab on screen. */
  pressed?: boolean;
};

export function NavButton({ children, onClick, pressed }: NavButtonProps) {
  return (
    <button
      type="button"
      className={pressed ? 'nav-button is-active' : 'nav-button'}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
