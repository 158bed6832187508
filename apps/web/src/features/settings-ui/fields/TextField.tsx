import { useId } from 'react';
import { describedBy, Field } from './Field.tsx';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The schema's bound: longer text could not be saved. */
  maxLength: number;
  placeholder?: string;
  hint?: string;
  /** A refusal shown under the field, which is then marked invalid. */
  error?: string | null;
  /** Marked invalid by a refusal shown elsewhere (under the whole form). */
  invalid?: boolean;
  /** Wallet addresses and codes: a fixed-width font, wrapped anywhere. */
  mono?: boolean;
  type?: 'text' | 'url';
  className?: string;
};

/** A labelled text input, never spell-checked or autofilled, its refusal inline under it. */
export function TextField({
  label,
  value,
  onChange,
  maxLength,
  placeholder,
  hint,
  error,
  invalid,
  mono,
  type = 'text',
  className,
}: Props) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <input
        id={id}
        className={mono ? 'ds-input ds-mono' : 'ds-input'}
        type={type}
        autoComplete="off"
        spellCheck={false}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={invalid || error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
