import { Modal } from '../modal/index.ts';

/** FC §6: an admin_alert, shown as text (never as HTML) until acknowledged. */
export function AnnouncementModal({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Modal
      title="Admin Announcement"
      className="announcement"
      onClose={onClose}
      closeOnBackdrop={false}
      actions={
        <button type="button" className="btn btn-primary" data-autofocus onClick={onClose}>
          OK
        </button>
      }
    >
      <p className="announcement-message">{message}</p>
    </Modal>
  );
}
