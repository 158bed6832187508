import { ToastLayer } from '../modal/index.ts';
import { useSession, useSessionController } from '../session/index.ts';
import './account-security.css';

/**
 * account_notice: what the owner of the account must know at once (its code checks locked after
 * too many wrong codes), in the toast layer until dismissed: it may mean someone is guessing.
 */
export function AccountNotice() {
  const notice = useSession((s) => s.accountNotice);
  const { dismissAccountNotice } = useSessionController();
  if (!notice) return null;
  return (
    <ToastLayer>
      <div className="new-login-notice" role="alert">
        <button type="button" className="new-login-button" onClick={dismissAccountNotice}>
          {notice.message}
        </button>
      </div>
    </ToastLayer>
  );
}
