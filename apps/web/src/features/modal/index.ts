export { ConfirmDialog } from './ConfirmDialog.tsx';
export { Modal, type ModalProps } from './Modal.tsx';
export { ModalLoading } from './ModalLoading.tsx';
export { ToastLayer } from './ToastLayer.tsx';
export { ToastView } from './ToastView.tsx';
export { TOAST_MS, type Toast } from './toast.ts';
