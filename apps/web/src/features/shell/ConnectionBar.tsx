import { MESSAGES } from '@launchdeck/protocol';
import { useSession } from '../session/index.ts';

/**
 * FC §2: 'Connection lost - Feed offline' while the socket of a live session is down. An ended
 * session (Session Expired after a kick) or an outdated build also closes the socket, but that is
 * no network fault: its own modal says why, alone. The live region is always there (empty when
 * connected) so screen readers announce the change; it overlays the page, moving nothing.
 */
export function ConnectionBar() {
  const offline = useSession(
    (state) => state.phase.status === 'active' && state.connection === 'disconnected',
  );
  return (
    <div role="status" className={offline ? 'connection-bar is-offline' : 'connection-bar'}>
      {offline ? MESSAGES.connectionLost : null}
    </div>
  );
}
