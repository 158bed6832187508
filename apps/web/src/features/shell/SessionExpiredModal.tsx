import { MESSAGES } from '@launchdeck/protocol';
import { ReloadRequiredModal } from './ReloadRequiredModal.tsx';

/**
 * FC §2: blocks the app after auth_error (an ended session); only a reload gets out, or, in a
 * pop-out, a new login in the main window.
 */
export function SessionExpiredModal() {
  return (
    <ReloadRequiredModal title="Session Expired">
      <p>{MESSAGES.sessionExpired}</p>
      <p className="modal-note">{MESSAGES.sessionExpiredNote}</p>
    </ReloadRequiredModal>
  );
}
