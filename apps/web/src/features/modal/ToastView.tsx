import { useEffect } from 'react';
import { ToastLayer } from './ToastLayer.tsx';
import { TOAST_MS, type Toast } from './toast.ts';

/**
 * DA §2 top toast, gone after TOAST_MS; `className` gives the page's look, its `is-success` /
 * `is-error` the tone. In the toast layer (ToastLayer), announced without taking focus.
 */
export function ToastView({
  toast,
  onDone,
  className,
}: {
  toast: Toast | null;
  onDone: (id: number) => void;
  className: string;
}) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => onDone(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, onDone]);

  if (!toast) return null;
  return (
    <ToastLayer>
      <div
        key={toast.id}
        className={`${className} is-${toast.tone}`}
        role={toast.tone === 'error' ? 'alert' : 'status'}
      >
        {toast.text}
      </div>
    </ToastLayer>
  );
}
