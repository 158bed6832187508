import { Modal } from '../modal/index.ts';
import { ACCESS_DENIED_TEXT } from './strings.ts';

/**
 * DA §2 Access Denied: 'No Access to Token Creator - You do not have permission to create
 * tokens. Please contact an administrator to request access.' with OK. Shown at once, instead of
 * a form or a launch, when the session says this login may not deploy (`mayDeploy`), and when
 * the server answers a launch with DEPLOY_MESSAGES.noPermission.
 */
export function AccessDeniedModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      title={ACCESS_DENIED_TEXT.title}
      className="ds-access-denied"
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-primary" data-autofocus onClick={onClose}>
          {ACCESS_DENIED_TEXT.ok}
        </button>
      }
    >
      <p>{ACCESS_DENIED_TEXT.body}</p>
    </Modal>
  );
}
