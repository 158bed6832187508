import type { TwoFactorSetupResponseBody } from '@launchdeck/protocol';
import { type FormEvent, useState } from 'react';
import { CodeField } from './CodeField.tsx';
import { CopyButton } from './CopyButton.tsx';
import { QrCode } from './QrCode.tsx';
import { ACCOUNT_TEXT } from './strings.ts';

type Props = {
  setup: TwoFactorSetupResponseBody;
  busy: boolean;
  error: string | null;
  onConfirm: (code: string) => void;
  /** Leaves the setup (none while two-factor is required). */
  onCancel?: () => void;
};

/** The QR code and the key as text for the app, then the first code it shows to prove it. */
export function EnableTwoFactor({ setup, busy, error, onConfirm, onCancel }: Props) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(code);
  };

  return (
    <form className="account-enable" onSubmit={submit} noValidate>
      <ol className="account-steps">
        <li>
          <p>{ACCOUNT_TEXT.scanStep}</p>
          <div className="account-scan">
            <QrCode text={setup.otpauthUrl} />
            <div className="account-secret">
              <span className="ds-label">{ACCOUNT_TEXT.manualStep}</span>
              <code className="account-secret-value ds-mono" data-testid="two-factor-secret">
                {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
              </code>
              <CopyButton text={setup.secret} label={ACCOUNT_TEXT.copy} />
            </div>
          </div>
        </li>
        <li>
          <p>{ACCOUNT_TEXT.codeStep}</p>
          <CodeField value={code} onChange={setCode} error={error} disabled={busy} />
        </li>
      </ol>
      <div className="account-actions">
        {onCancel ? (
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={onCancel}>
            {ACCOUNT_TEXT.cancel}
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? ACCOUNT_TEXT.enabling : ACCOUNT_TEXT.confirmEnable}
        </button>
      </div>
    </form>
  );
}
