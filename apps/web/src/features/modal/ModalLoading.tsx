import { createPortal } from 'react-dom';
import './modal.css';

/**
 * The fallback of a dialog whose code is still loading: the page dims as it will under the
 * dialog, so the dialog then appears over it without the page changing again.
 */
export function ModalLoading() {
  return createPortal(<div className="modal-backdrop" aria-busy="true" />, document.body);
}
