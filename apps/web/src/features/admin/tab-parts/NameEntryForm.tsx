import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { AdminField } from './AdminField.tsx';
import './admin-controls.css';

/** A DA §5 check run before sending: the value to send, or the sentence refusing it. */
export type EntryCheck = (text: string) => { value: string } | { error: string };

type Props = {
  label: string;
  placeholder: string;
  submitLabel: string;
  maxLength: number;
  check: EntryCheck;
  /** Sends the checked value; resolves true when the server accepted it (the input then clears). */
  onAdd: (value: string) => Promise<boolean>;
  busy: boolean;
  /**
   * Fields before the input (a platform select). A refusal belongs to the `check` that made it:
   * when a leading field changes the check, the old sentence goes.
   */
  leading?: ReactNode;
};

/**
 * One input and an Add button (Enter or click). A refused entry keeps its text and shows the
 * sentence under the input until the admin types again; nothing is sent.
 */
export function NameEntryForm({
  label,
  placeholder,
  submitLabel,
  maxLength,
  check,
  onAdd,
  busy,
  leading,
}: Props) {
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<{ error: string; by: EntryCheck } | null>(null);
  const error = refusal && refusal.by === check ? refusal.error : null;
  const setError = (sentence: string | null) =>
    setRefusal(sentence === null ? null : { error: sentence, by: check });
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = check(text);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    if (await onAdd(checked.value)) setText('');
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      {leading}
      <AdminField id={id} label={label} grow>
        <input
          id={id}
          className="admin-input"
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={maxLength}
          value={text}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
      </AdminField>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {submitLabel}
      </button>
      {error && (
        <p id={`${id}-error`} className="admin-problem" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
