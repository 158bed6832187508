import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSessionController } from '../session/index.ts';
import { DisableTwoFactorDialog } from './DisableTwoFactorDialog.tsx';
import { ACCOUNT_QUERIES, useSessionId, useTwoFactorStatus } from './queries.tsx';
import { SetupSteps } from './SetupSteps.tsx';
import { ACCOUNT_TEXT } from './strings.ts';
import { useTwoFactorSetup } from './useTwoFactorSetup.ts';

/**
 * Two-factor login in the Account section: whether it is on (and how many recovery codes are
 * left), turning it on (QR code, key, first code, recovery codes once) and off (with a code).
 */
export function TwoFactorPanel() {
  const titleId = useId();
  const sessionId = useSessionId();
  const session = useSessionController();
  const client = useQueryClient();
  const status = useTwoFactorStatus();
  const [disabling, setDisabling] = useState(false);
  const refresh = () =>
    client.invalidateQueries({ queryKey: ACCOUNT_QUERIES.twoFactor(sessionId) });
  const setup = useTwoFactorSetup(sessionId, () => {
    session.twoFactorEnabled();
    void refresh();
  });
  const enabled = status.data?.enabled === true;
  const settingUp = setup.state.step === 'scan' || setup.state.step === 'codes';

  return (
    <section className="ds-group account-2fa" aria-labelledby={titleId}>
      <div className="account-title-row">
        <h3 id={titleId} className="ds-group-title">
          {ACCOUNT_TEXT.twoFactorTitle}
        </h3>
        {status.data ? (
          <span className={enabled ? 'account-badge is-on' : 'account-badge'}>
            {enabled ? ACCOUNT_TEXT.twoFactorOn : ACCOUNT_TEXT.twoFactorOff}
          </span>
        ) : null}
      </div>
      {status.isPending ? <p className="ds-hint">{ACCOUNT_TEXT.loading}</p> : null}
      {status.isError ? (
        <p className="ds-field-error" role="alert">
          {ACCOUNT_TEXT.statusFailed}{' '}
          <button type="button" className="btn btn-ghost ds-small" onClick={() => void refresh()}>
            {ACCOUNT_TEXT.retry}
          </button>
        </p>
      ) : null}
      {settingUp ? (
        <SetupSteps setup={setup} onCancel={setup.reset} />
      ) : status.data && enabled ? (
        <>
          <p className="ds-hint">{ACCOUNT_TEXT.twoFactorOnHint(status.data.recoveryCodesLeft)}</p>
          <div className="account-actions">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setDisabling(true)}
              disabled={status.data.required}
              title={status.data.required ? ACCOUNT_TEXT.twoFactorRequired : undefined}
            >
              {ACCOUNT_TEXT.disable}
            </button>
          </div>
        </>
      ) : status.data ? (
        <>
          <p className="ds-hint">{ACCOUNT_TEXT.twoFactorOffHint}</p>
          {status.data.required ? (
            <p className="account-required">{ACCOUNT_TEXT.twoFactorRequired}</p>
          ) : null}
          <SetupSteps setup={setup} />
        </>
      ) : null}
      {disabling && sessionId ? (
        <DisableTwoFactorDialog
          sessionId={sessionId}
          onClose={() => setDisabling(false)}
          onDisabled={() => {
            setDisabling(false);
            void refresh();
          }}
        />
      ) : null}
    </section>
  );
}
