import { type ReactNode, useId } from 'react';
import { Modal } from '../../modal/index.ts';
import { DEPLOY_SETTINGS_TEXT } from '../strings.ts';

type Props = {
  title: string;
  busy: boolean;
  /** The submit button's words, idle and while the change is on its way. */
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  /** The fields, given the form's id stem for their own ids. */
  children: (id: string) => ReactNode;
};

/** The dialog a wallet change is made in: its fields in a form, Cancel and the submit button. */
export function WalletFormModal({
  title,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  onClose,
  children,
}: Props) {
  const id = useId();
  return (
    <Modal
      title={title}
      className="ds-import-modal"
      onClose={busy ? undefined : onClose}
      actions={
        <>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={onClose}>
            {DEPLOY_SETTINGS_TEXT.cancel}
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn-primary" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="ds-import-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children(id)}
      </form>
    </Modal>
  );
}
