import { Modal } from './Modal.tsx';

type Props = {
  title: string;
  text: string;
  /** The confirming button's words (Delete, Reset). */
  confirmLabel: string;
  /** While the action runs: both buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** DA §5: destructive actions ask first. Cancel has first focus, so Enter never destroys. */
export function ConfirmDialog({ title, text, confirmLabel, busy, onConfirm, onCancel }: Props) {
  return (
    <Modal
      title={title}
      className="confirm-dialog"
      onClose={busy ? undefined : onCancel}
      actions={
        <>
          <button
            type="button"
            className="btn btn-secondary"
            data-autofocus
            disabled={busy}
            onClick={onCancel}
          >
            Cancel
          </button>
          <button type="button" className="btn btn-danger" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
