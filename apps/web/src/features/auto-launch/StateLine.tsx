import { useState } from 'react';
import { useAutoLaunch, useAutoLaunchController } from './context.tsx';
import { BLOCK_TEXT, AUTO_LAUNCH_NOTICE_TEXT as N } from './notice-strings.ts';
import { AUTO_LAUNCH_TEXT as T } from './strings.ts';

type Props = {
  /** Opens Settings → Account, where two-factor login is turned on. */
  onOpenAccount?: () => void;
};

/**
 * Whether the trader's rules fire now, and why not: paused (with Resume), off for everyone or
 * for this trader (the administrator), or two-factor login off (with the way to Account
 * security); when they fire, Pause all.
 */
export function StateLine({ onOpenAccount }: Props) {
  const state = useAutoLaunch((s) => s.state);
  const { setPaused } = useAutoLaunchController();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!state) {
    return (
      <p className="ds-hint al-state" role="status">
        {T.stateLoading}
      </p>
    );
  }
  const { paused } = state;
  // Paused is said first whatever else applies: Resume is what the trader can do about it.
  const blockedBy = paused ? 'paused' : state.blockedBy;
  const change = async () => {
    setBusy(true);
    setError(null);
    const result = await setPaused(!paused, paused ? N.resumeFailed : N.pauseFailed);
    if (!result.ok) setError(result.error);
    setBusy(false);
  };
  const tone = blockedBy === undefined ? 'is-on' : paused ? 'is-paused' : 'is-blocked';
  const pausedBusy = paused ? T.resuming : T.pausing;
  return (
    <div className={`ds-card al-state ${tone}`} role="status" data-blocked-by={blockedBy ?? 'none'}>
      <span className="al-state-dot" aria-hidden="true" />
      <p className="al-state-text">{blockedBy === undefined ? T.stateOn : BLOCK_TEXT[blockedBy]}</p>
      <div className="al-state-actions">
        {blockedBy === 'two-factor-off' && onOpenAccount ? (
          <button type="button" className="btn btn-primary ds-small" onClick={onOpenAccount}>
            {T.openAccount}
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-secondary ds-small"
          disabled={busy}
          onClick={() => void change()}
        >
          {busy ? pausedBusy : paused ? T.resume : T.pause}
        </button>
      </div>
      {error ? (
        <p className="ds-field-error al-state-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
