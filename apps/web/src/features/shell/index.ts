import './shell.css';

export { AdminLink } from './AdminLink.tsx';
export { Header, NavButton } from './Header.tsx';
export { SessionExpiredModal } from './SessionExpiredModal.tsx';
export { SessionOverlays } from './SessionOverlays.tsx';
