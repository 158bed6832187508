import { useEffect } from 'react';
import { ToastLayer } from '../modal/index.ts';
import { useSession, useSessionController } from '../session/index.ts';
import { ACCOUNT_TEXT } from './strings.ts';
import { describeUserAgent } from './user-agent.ts';
import './account-security.css';

/** Ours: long enough to read an address, short enough not to linger over the feed. */
export const NEW_LOGIN_NOTICE_MS = 8000;

/**
 * new_login: 'New login from <ip> (<browser>)' in the toast layer, so a trader sees at once that
 * their account was opened elsewhere; a click (or the time) dismisses it.
 */
export function NewLoginNotice() {
  const login = useSession((s) => s.newLogin);
  const { dismissNewLogin } = useSessionController();

  useEffect(() => {
    if (!login) return;
    const timer = setTimeout(dismissNewLogin, NEW_LOGIN_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [login, dismissNewLogin]);

  if (!login) return null;
  return (
    <ToastLayer>
      <div className="new-login-notice" role="status">
        <button type="button" className="new-login-button" onClick={dismissNewLogin}>
          {ACCOUNT_TEXT.newLogin(login.ip, describeUserAgent(login.userAgent))}
        </button>
      </div>
    </ToastLayer>
  );
}
