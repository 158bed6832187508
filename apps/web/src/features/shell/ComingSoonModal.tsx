import { Modal } from '../modal/index.ts';

/** A settings dialog whose content is still being built. */
export function ComingSoonModal({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      <p>{title} arrive in a coming update.</p>
      <p className="modal-note">Your current choices keep working in the meantime.</p>
    </Modal>
  );
}
