import { MESSAGES } from '@launchdeck/protocol';
import { useSession } from '../session/index.ts';

/**
 * FC §2: 'Connection lost - Feed offline' while the socket is down. The live region is always
 * there (empty when connected) so screen readers announce the change.
 */
export function ConnectionBar() {
  const offline = useSession((state) => state.connection === 'disconnected');
  return (
    <div role="status" className={offline ? 'connection-bar is-offline' : 'connection-bar'}>
      {offline ? MESSAGES.connectionLost : null}
    </div>
  );
}
