import { useCallback, useState } from 'react';
import { type Toast, ToastView } from '../modal/index.ts';
import { useAutoLaunch, useAutoLaunchController } from './context.tsx';
import { BLOCK_TEXT, AUTO_LAUNCH_NOTICE_TEXT as T } from './notice-strings.ts';
import './auto-launch-switch.css';

/**
 * Issue 53: the header's auto-launch switch, once the trader has a rule: "Auto-launch on" or
 * "Auto-launch paused"; a click pauses or resumes every rule (on every node and window, which
 * follow `auto_launch_state`). When the rules cannot fire for another reason (the administrator,
 * two-factor login off) it reads "Auto-launch off" and says why in its title.
 */
export function AutoLaunchSwitch() {
  const state = useAutoLaunch((s) => s.state);
  const rules = useAutoLaunch((s) => s.rules);
  const { setPaused } = useAutoLaunchController();
  const [busy, setBusy] = useState(false);
  const [toast, setToast] = useState<Toast | null>(null);
  const done = useCallback(
    (id: number) => setToast((shown) => (shown?.id === id ? null : shown)),
    [],
  );
  if (!state || rules === 0) return null;

  const { paused } = state;
  const blocked = !paused && state.blockedBy !== undefined;
  const label = paused ? T.switchPaused : blocked ? T.switchBlocked : T.switchOn;
  const title =
    paused || !state.blockedBy
      ? paused
        ? T.switchPausedTitle
        : T.switchOnTitle
      : BLOCK_TEXT[state.blockedBy];
  const tone = paused ? 'is-paused' : blocked ? 'is-blocked' : 'is-on';

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    const result = await setPaused(!paused, paused ? T.resumeFailed : T.pauseFailed);
    setBusy(false);
    if (!result.ok) setToast({ id: Date.now(), tone: 'error', text: result.error });
  };

  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={!paused}
        className={`auto-launch-switch ${tone}`}
        title={title}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <span className="auto-launch-switch-dot" aria-hidden="true" />
        {label}
      </button>
      <ToastView toast={toast} onDone={done} className="ds-toast" />
    </>
  );
}
