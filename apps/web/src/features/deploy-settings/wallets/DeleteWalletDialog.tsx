import { useId, useState } from 'react';
import { CodeField } from '../../account-security/index.ts';
import { Modal } from '../../modal/index.ts';
import { DEPLOY_SETTINGS_TEXT, WALLETS_TEXT } from '../strings.ts';

type Props = {
  address: string;
  /** Two-factor login is on: the current code goes with the delete. */
  askCode: boolean;
  busy: boolean;
  /** The server's sentence asking for the code (or saying it was wrong), shown under the field. */
  codeError: string | null;
  onConfirm: (code: string | undefined) => void;
  onCancel: () => void;
};

/** DA §5 confirm before deleting a wallet; with two-factor on, the current code too. */
export function DeleteWalletDialog({
  address,
  askCode,
  busy,
  codeError,
  onConfirm,
  onCancel,
}: Props) {
  const formId = useId();
  const [code, setCode] = useState('');
  const showCode = askCode || codeError !== null;
  const confirm = () => onConfirm(showCode && code ? code : undefined);
  return (
    <Modal
      title={WALLETS_TEXT.deleteTitle}
      className="confirm-dialog"
      onClose={busy ? undefined : onCancel}
      actions={
        <>
          <button
            type="button"
            className="btn btn-secondary"
            data-autofocus={showCode ? undefined : true}
            disabled={busy}
            onClick={onCancel}
          >
            {DEPLOY_SETTINGS_TEXT.cancel}
          </button>
          <button type="submit" form={formId} className="btn btn-danger" disabled={busy}>
            {WALLETS_TEXT.delete}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="ds-import-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <p>{WALLETS_TEXT.deleteBody(address)}</p>
        {showCode ? (
          <>
            <p className="ds-hint">{WALLETS_TEXT.stepUpHint}</p>
            <CodeField value={code} onChange={setCode} error={codeError} disabled={busy} />
          </>
        ) : null}
      </form>
    </Modal>
  );
}
