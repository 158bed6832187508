import { MESSAGES } from '@launchdeck/protocol';
import { Modal } from '../modal/index.ts';

/** The server runs a newer build than this page: the page must reload to get it. */
export function AppUpdatedModal({ onReload = () => window.location.reload() }) {
  return (
    <Modal
      title="App Updated"
      className="modal-blocking"
      actions={
        <button type="button" className="btn btn-primary" data-autofocus onClick={onReload}>
          Reload Page
        </button>
      }
    >
      <p>{MESSAGES.appUpdated}</p>
    </Modal>
  );
}
