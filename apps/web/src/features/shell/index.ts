import './shell.css';
import { lazy } from 'react';

export { AdminLink } from './AdminLink.tsx';
export { Header, NavButton } from './Header.tsx';
export { SessionExpiredModal } from './SessionExpiredModal.tsx';

/**
 * The session's modals and notices load with the first logged-in view: two-factor setup and the
 * new-login notice are no part of the login screen.
 */
export const SessionOverlays = lazy(() =>
  import('./SessionOverlays.tsx').then((module) => ({ default: module.SessionOverlays })),
);
