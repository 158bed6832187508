import { useEffect } from 'react';
import { ToastLayer } from '../modal/index.ts';
import { useMemeWords, useMemeWordsController } from './context.tsx';
import { MEME_TEXT } from './strings.ts';

/** FC §9: the tracker notification shows for 3 s. */
export const TRACKER_NOTIFICATION_MS = 3000;

/**
 * FC §9 tracker notification of a meme alert: which meme word arrived in whose post, with the
 * toasts (ToastLayer) for 3 s (a newer alert replaces it and starts its 3 s again); a click opens
 * Meme Settings. Announced politely.
 */
export function MemeAlertNotice() {
  const alert = useMemeWords((s) => s.alert);
  const { dismissAlert, openDialog } = useMemeWordsController();

  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => dismissAlert(alert.id), TRACKER_NOTIFICATION_MS);
    return () => clearTimeout(timer);
  }, [alert, dismissAlert]);

  if (!alert) return null;
  return (
    <ToastLayer>
      <div className="meme-alert" role="status">
        <button
          type="button"
          className="meme-alert-button"
          onClick={() => {
            dismissAlert(alert.id);
            openDialog(alert.word);
          }}
        >
          {MEME_TEXT.alertNotice(alert.word, alert.handle)}
        </button>
      </div>
    </ToastLayer>
  );
}
