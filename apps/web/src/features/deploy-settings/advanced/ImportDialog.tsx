import { useId, useState } from 'react';
import { Modal } from '../../modal/index.ts';
import { ADVANCED_TEXT } from '../strings.ts';

type Props = {
  /** Applies the pasted text; answers the message that refuses it, or null once applied. */
  onImport: (text: string) => string | null;
  onClose: () => void;
};

/** DA §2 "import settings dialog with a textarea": a refusal is shown here and changes nothing. */
export function ImportDialog({ onImport, onClose }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const submit = () => setError(onImport(text));

  return (
    <Modal
      title={ADVANCED_TEXT.importTitle}
      className="ds-transfer-dialog"
      onClose={onClose}
      closeOnBackdrop={false}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {ADVANCED_TEXT.cancel}
          </button>
          <button type="button" className="btn btn-primary" onClick={submit}>
            {ADVANCED_TEXT.importButton}
          </button>
        </>
      }
    >
      <label className="ds-label" htmlFor={`${ids}-json`}>
        {ADVANCED_TEXT.importLabel}
      </label>
      <textarea
        id={`${ids}-json`}
        className="ds-input ds-json"
        data-autofocus
        rows={12}
        value={text}
        placeholder={ADVANCED_TEXT.importPlaceholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      {error ? (
        <p id={`${ids}-error`} className="ds-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
