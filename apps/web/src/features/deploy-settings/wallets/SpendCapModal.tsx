import { useState } from 'react';
import type { WalletResult } from '../../wallets/index.ts';
import { WALLETS_TEXT } from '../strings.ts';
import { StepUpCode } from './StepUpCode.tsx';
import { capChangeNeedsCode, formatAmount, parseCap } from './spend-cap.ts';
import { WalletFormModal } from './WalletFormModal.tsx';

type Props = {
  unit: string;
  current: number | null;
  /** Two-factor is on: a raise or a removal asks for the code. */
  askCode: boolean;
  onSave: (cap: number | null, code: string | undefined) => Promise<WalletResult>;
  onClose: () => void;
};

/** A wallet's daily spend cap: the amount (empty: none), and the code when a raise needs it. */
export function SpendCapModal({ unit, current, askCode, onSave, onClose }: Props) {
  const [text, setText] = useState(current === null ? '' : formatAmount(current));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [forceCode, setForceCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const parsed = parseCap(text);
  const showCode =
    forceCode || (askCode && (!parsed.ok || capChangeNeedsCode(current, parsed.cap)));

  const submit = async () => {
    if (busy) return;
    if (!parsed.ok) return setError(parsed.error);
    setBusy(true);
    const result = await onSave(parsed.cap, showCode && code ? code : undefined);
    setBusy(false);
    if (result.ok) return onClose();
    if (result.needsCode) {
      setForceCode(true);
      return setCodeError(result.error);
    }
    setError(result.error);
  };

  return (
    <WalletFormModal
      title={WALLETS_TEXT.capTitle}
      busy={busy}
      submitLabel={WALLETS_TEXT.save}
      busyLabel={WALLETS_TEXT.saving}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {(id) => (
        <>
          <label htmlFor={`${id}-cap`} className="ds-label">
            {WALLETS_TEXT.capLabel(unit)}
          </label>
          <input
            id={`${id}-cap`}
            className="ds-input"
            data-autofocus
            inputMode="decimal"
            autoComplete="off"
            placeholder={WALLETS_TEXT.capPlaceholder}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint`}
          />
          {error ? (
            <p className="ds-field-error" role="alert">
              {error}
            </p>
          ) : null}
          <p id={`${id}-hint`} className="ds-hint">
            {WALLETS_TEXT.capHint}
          </p>
          {showCode ? (
            <StepUpCode
              hint={WALLETS_TEXT.capCodeHint}
              code={code}
              error={codeError}
              busy={busy}
              onChange={(next) => {
                setCode(next);
                setCodeError(null);
              }}
            />
          ) : null}
        </>
      )}
    </WalletFormModal>
  );
}
