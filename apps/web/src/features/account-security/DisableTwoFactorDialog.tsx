import { useId, useState } from 'react';
import { Modal } from '../modal/index.ts';
import { accountApi } from './api.ts';
import { CodeField } from './CodeField.tsx';
import { failureText } from './failure.ts';
import { ACCOUNT_TEXT } from './strings.ts';

type Props = { sessionId: string; onDisabled: () => void; onClose: () => void };

/** Turning two-factor off asks for a current code (or a recovery code) first. */
export function DisableTwoFactorDialog({ sessionId, onDisabled, onClose }: Props) {
  const formId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await accountApi.disable(sessionId, code);
      onDisabled();
    } catch (failure) {
      setError(failureText(failure, ACCOUNT_TEXT.couldNotDisable));
      setBusy(false);
    }
  };

  return (
    <Modal
      title={ACCOUNT_TEXT.disableTitle}
      className="account-dialog"
      onClose={busy ? undefined : onClose}
      actions={
        <>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={onClose}>
            {ACCOUNT_TEXT.cancel}
          </button>
          <button type="submit" form={formId} className="btn btn-danger" disabled={busy}>
            {busy ? ACCOUNT_TEXT.disabling : ACCOUNT_TEXT.disableConfirm}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="ds-hint">{ACCOUNT_TEXT.disableBody}</p>
        <CodeField value={code} onChange={setCode} error={error} allowRecovery disabled={busy} />
      </form>
    </Modal>
  );
}
