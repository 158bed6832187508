import { useId } from 'react';
import { ACCOUNT_TEXT } from './strings.ts';

type Props = {
  value: string;
  onChange: (code: string) => void;
  /** The server's sentence about the last code sent (wrong, needed). */
  error?: string | null;
  label?: string;
  /** A recovery code is taken too (turning two-factor off). */
  allowRecovery?: boolean;
  disabled?: boolean;
};

/**
 * The current code from the authenticator app: numeric keyboard, one-time-code autofill, first
 * focus in its dialog, and the server's sentence under it.
 */
export function CodeField({
  value,
  onChange,
  error,
  label = ACCOUNT_TEXT.codeLabel,
  allowRecovery = false,
  disabled,
}: Props) {
  const id = useId();
  return (
    <div className="ds-field account-code-field">
      <label htmlFor={id} className="ds-label">
        {label}
      </label>
      <input
        id={id}
        className="ds-input account-code-input"
        data-autofocus
        autoComplete="one-time-code"
        inputMode={allowRecovery ? 'text' : 'numeric'}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={allowRecovery ? 32 : 7}
        placeholder={allowRecovery ? '123456 or xxxxx-xxxxx' : '······'}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="ds-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
