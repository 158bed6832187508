import { ADMIN_PANEL_PATH } from '@launchdeck/protocol';
import { AppLink } from '../../lib/AppLink.tsx';
import { useSession } from '../session/index.ts';
import { SHELL_TEXT } from './strings.ts';

/** DA §2: the admin's way into the Administration Panel from the main screen's header. */
export function AdminLink() {
  const isAdmin = useSession(
    (state) => state.phase.status === 'active' && state.phase.user.isAdmin,
  );
  if (!isAdmin) return null;
  return (
    <AppLink to={ADMIN_PANEL_PATH} className="nav-button">
      {SHELL_TEXT.adminLink}
    </AppLink>
  );
}
