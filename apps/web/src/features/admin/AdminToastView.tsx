import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { AdminToastTone } from './admin-data.tsx';

export const ADMIN_TOAST_MS = 4000;

/** DA §2 top toast: green for success, red for errors, gone after 4 s. */
export function AdminToastView({
  toast,
  onDone,
}: {
  toast: { id: number; tone: AdminToastTone; text: string } | null;
  onDone: (id: number) => void;
}) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => onDone(toast.id), ADMIN_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, onDone]);
  if (!toast) return null;
  return createPortal(
    <div
      key={toast.id}
      className={`admin-toast is-${toast.tone}`}
      role={toast.tone === 'error' ? 'alert' : 'status'}
    >
      {toast.text}
    </div>,
    document.body,
  );
}
