import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useDeploySettings, useDeploySettingsController } from './context.tsx';
import { SETTINGS_TOAST_MS } from './controller.ts';

/** DA §2 / §9 top toast: green for success, red for errors, gone after 4 s. */
export function SettingsToastView() {
  const toast = useDeploySettings((state) => state.toast);
  const { dismissToast } = useDeploySettingsController();

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dismissToast(toast.id), SETTINGS_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, dismissToast]);

  if (!toast) return null;
  // Outside #root, which is inert while a modal is open; announced without taking focus.
  return createPortal(
    <div
      key={toast.id}
      className={`ds-toast is-${toast.tone}`}
      role={toast.tone === 'error' ? 'alert' : 'status'}
    >
      {toast.text}
    </div>,
    document.body,
  );
}
