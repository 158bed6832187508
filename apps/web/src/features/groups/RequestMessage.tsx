import { useEffect, useState } from 'react';
import type { RequestState } from './state.ts';
import './group-panel.css';

/** FC §4 / §9: a success message shows for 3 s, then fades out over 300 ms. */
export const SUCCESS_VISIBLE_MS = 3000;
export const SUCCESS_FADE_MS = 300;

/** The outcome of a group request: its error until the next try, or a short-lived success. */
export function RequestMessage({ request }: { request: RequestState }) {
  if (request.status === 'failed') {
    return (
      <p className="group-message is-error" role="alert">
        {request.error}
      </p>
    );
  }
  // Keyed by `at`, so a second success restarts the timer.
  if (request.status === 'succeeded')
    return <SuccessMessage key={request.at} text={request.message} />;
  return null;
}

function SuccessMessage({ text }: { text: string }) {
  const [phase, setPhase] = useState<'shown' | 'fading' | 'gone'>('shown');
  useEffect(() => {
    const fade = setTimeout(() => setPhase('fading'), SUCCESS_VISIBLE_MS);
    const gone = setTimeout(() => setPhase('gone'), SUCCESS_VISIBLE_MS + SUCCESS_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(gone);
    };
  }, []);
  if (phase === 'gone') return null;
  return (
    <p
      role="status"
      className={
        phase === 'fading' ? 'group-message is-success is-fading' : 'group-message is-success'
      }
    >
      {text}
    </p>
  );
}
