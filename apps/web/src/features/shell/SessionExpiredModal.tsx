import { MESSAGES } from '@launchdeck/protocol';
import { Modal } from '../modal/index.ts';

/** FC §2: blocks the app after auth_error or an ended session; only a reload gets out. */
export function SessionExpiredModal({ onReload = () => window.location.reload() }) {
  return (
    <Modal
      title="Session Expired"
      className="modal-blocking"
      actions={
        <button type="button" className="btn btn-primary" data-autofocus onClick={onReload}>
          Reload Page
        </button>
      }
    >
      <p>{MESSAGES.sessionExpired}</p>
      <p className="modal-note">{MESSAGES.sessionExpiredNote}</p>
    </Modal>
  );
}
