import { useId, useState } from 'react';
import { Modal } from '../../modal/index.ts';
import { SETTINGS_UI_TEXT } from '../strings.ts';

type Props = {
  title: string;
  /** The textarea's label. */
  label: string;
  placeholder: string;
  /** Applies the pasted text; answers the message that refuses it, or null once applied. */
  onImport: (text: string) => string | null;
  onClose: () => void;
};

/** An "import" dialog with a textarea (settings, theme): a refusal is shown here and changes nothing. */
export function ImportDialog({ title, label, placeholder, onImport, onClose }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const submit = () => setError(onImport(text));

  return (
    <Modal
      title={title}
      className="ds-transfer-dialog"
      onClose={onClose}
      closeOnBackdrop={false}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {SETTINGS_UI_TEXT.cancel}
          </button>
          <button type="button" className="btn btn-primary" onClick={submit}>
            {SETTINGS_UI_TEXT.import}
          </button>
        </>
      }
    >
      <label className="ds-label" htmlFor={`${ids}-json`}>
        {label}
      </label>
      <textarea
        id={`${ids}-json`}
        className="ds-input ds-json"
        data-autofocus
        rows={12}
        value={text}
        placeholder={placeholder}
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
