export { ConfirmDialog } from './ConfirmDialog.tsx';
export { Modal, type ModalProps } from './Modal.tsx';
