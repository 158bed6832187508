import { WALLET_MESSAGES } from '@launchdeck/protocol';
import { useState } from 'react';
import { WALLETS_TEXT } from '../strings.ts';
import { MaskedKeyInput } from './MaskedKeyInput.tsx';
import { StepUpCode } from './StepUpCode.tsx';
import { WalletFormModal } from './WalletFormModal.tsx';

type Props = {
  /**
   * Imports the key; resolves once the answer is shown (the modal stays open on a failure), with
   * the server's sentence when it asks for the two-factor code (step-up), else null.
   */
  onImport: (key: string, code: string | undefined) => Promise<string | null>;
  /** Two-factor login is on: the current code goes with the key. */
  askCode: boolean;
  onClose: () => void;
};

/** DA §2 import dev wallet: a private key field showing only its first 3 characters, Import, Cancel. */
export function ImportWalletModal({ onImport, askCode, onClose }: Props) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [serverAsked, setServerAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const showCode = askCode || serverAsked;

  const submit = async () => {
    if (busy) return;
    // DA §5: a key is required; said here before any request.
    if (!key.trim()) {
      setError(WALLET_MESSAGES.keyRequired);
      return;
    }
    setBusy(true);
    try {
      const asked = await onImport(key, showCode && code ? code : undefined);
      if (asked) {
        setServerAsked(true);
        setCodeError(asked);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <WalletFormModal
      title={WALLETS_TEXT.importTitle}
      busy={busy}
      submitLabel={WALLETS_TEXT.importButton}
      busyLabel={WALLETS_TEXT.importing}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {(id) => (
        <>
          <label htmlFor={`${id}-key`} className="ds-label">
            {WALLETS_TEXT.keyLabel}
          </label>
          <MaskedKeyInput
            id={`${id}-key`}
            value={key}
            readOnly={busy}
            invalid={error !== null}
            describedBy={error ? `${id}-error` : `${id}-hint`}
            onChange={(next) => {
              setKey(next);
              setError(null);
            }}
          />
          {error ? (
            <p id={`${id}-error`} className="ds-field-error" role="alert">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="ds-hint">
              {WALLETS_TEXT.keyHint}
            </p>
          )}
          {showCode ? (
            <StepUpCode
              hint={WALLETS_TEXT.stepUpHint}
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
