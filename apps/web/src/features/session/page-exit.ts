import type { LogoutRequestBody } from '@launchdeck/protocol';
import { logoutBeacon } from './api.ts';
import type { SessionController } from './store.ts';

/**
 * Main window only: FC §4 logs in afresh at every start, so once this page goes (reload, closed
 * tab, navigation) its session can never be used by it again. Its pagehide ends the session on
 * the server, unless a pop-out's socket still uses it (the server sees it: `ifNoOtherWindow`,
 * with this window's own socket named so it does not count). Returns a stop function.
 */
export function endSessionOnPageHide(
  session: Pick<SessionController, 'store' | 'socket'>,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  send: (body: LogoutRequestBody) => unknown = logoutBeacon,
): () => void {
  const onPageHide = () => {
    const { phase } = session.store.getState();
    // Logged out, or already ended on the server (auth_error): nothing to end.
    if (phase.status === 'logged_out' || phase.status === 'expired') return;
    const socketId = session.socket()?.id;
    send({
      sessionId: phase.user.sessionId,
      ifNoOtherWindow: true,
      ...(socketId ? { socketId } : {}),
    });
  };
  target.addEventListener('pagehide', onPageHide);
  return () => target.removeEventListener('pagehide', onPageHide);
}
