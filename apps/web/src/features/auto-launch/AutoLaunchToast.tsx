import { useEffect } from 'react';
import { ToastLayer } from '../modal/index.ts';
import { useAutoLaunch, useAutoLaunchController } from './context.tsx';
import { firedOutcome, firedText } from './fired.ts';
import { AUTO_LAUNCH_NOTICE_TEXT as T } from './notice-strings.ts';
import './auto-launch-toast.css';

/** A fire's toast stays longer than a settings toast: it reports money spent, or not. */
export const AUTO_LAUNCH_TOAST_MS = 8000;

/**
 * Issue 53: a rule fired (`auto_launch`): what it launched, what it would have launched (dry run)
 * or why it was refused, in the toast layer for 8 s or until dismissed; a newer fire replaces it.
 * A refusal is announced at once (alert), the others politely.
 */
export function AutoLaunchToast() {
  const fired = useAutoLaunch((s) => s.fired);
  const { dismissFired } = useAutoLaunchController();

  useEffect(() => {
    if (!fired) return;
    const timer = setTimeout(() => dismissFired(fired.id), AUTO_LAUNCH_TOAST_MS);
    return () => clearTimeout(timer);
  }, [fired, dismissFired]);

  if (!fired) return null;
  const outcome = firedOutcome(fired.payload.launch);
  return (
    <ToastLayer>
      <div
        key={fired.id}
        className={`auto-launch-toast is-${outcome}`}
        role={outcome === 'refused' ? 'alert' : 'status'}
        data-outcome={outcome}
      >
        <span className="auto-launch-toast-head">
          <strong>{T.firedTitle[outcome]}</strong>
          <button
            type="button"
            className="auto-launch-toast-close"
            aria-label={T.dismiss}
            onClick={() => dismissFired(fired.id)}
          >
            ×
          </button>
        </span>
        <span className="auto-launch-toast-text">{firedText(fired.payload)}</span>
      </div>
    </ToastLayer>
  );
}
