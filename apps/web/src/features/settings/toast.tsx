import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { ToastView } from '../modal/index.ts';
import type { Toast } from '../modal/toast.ts';

type ShowToast = (tone: Toast['tone'], text: string) => void;

const SettingsToastContext = createContext<ShowToast | null>(null);

/**
 * FC §9 settings toast (4 s) for the Settings dialog's categories. It sits outside the dialog, so
 * a toast outlives the dialog being closed.
 */
export function SettingsToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const count = useRef(0);
  const show = useCallback<ShowToast>((tone, text) => {
    count.current += 1;
    setToast({ id: count.current, tone, text });
  }, []);
  const done = useCallback((id: number) => {
    setToast((current) => (current?.id === id ? null : current));
  }, []);
  return (
    <SettingsToastContext value={show}>
      {children}
      <ToastView toast={toast} onDone={done} className="ds-toast" />
    </SettingsToastContext>
  );
}

/** `showToast(tone, text)` of the Settings dialog. */
export function useSettingsToast(): ShowToast {
  const show = useContext(SettingsToastContext);
  if (!show) throw new Error('useSettingsToast needs a SettingsToastProvider');
  return show;
}
