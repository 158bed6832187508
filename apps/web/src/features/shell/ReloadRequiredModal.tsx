import type { ReactNode } from 'react';
import { Modal } from '../modal/index.ts';

/**
 * Blocks the app until the page reloads (an ended session, a newer build on the server): no way
 * out but Reload Page, not even Escape.
 */
export function ReloadRequiredModal({
  title,
  children,
  onReload = () => window.location.reload(),
}: {
  title: string;
  children: ReactNode;
  onReload?: () => void;
}) {
  return (
    <Modal
      title={title}
      className="modal-blocking"
      actions={
        <button type="button" className="btn btn-primary" data-autofocus onClick={onReload}>
          Reload Page
        </button>
      }
    >
      {children}
    </Modal>
  );
}
