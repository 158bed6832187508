import { useId, useState } from 'react';
import { describedBy, Field } from '../settings-ui/index.ts';
import { ALERTS_TEXT as T } from './strings.ts';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
  hint?: string;
  /** A refusal shown under the field, which is then marked invalid. */
  error?: string | null;
  className?: string;
};

/**
 * A secret typed or pasted once (a bot token): hidden as a password is, with Show and Hide beside
 * it so the trader can check what was pasted; never autofilled or spell-checked.
 */
export function SecretField({
  label,
  value,
  onChange,
  maxLength,
  placeholder,
  hint,
  error,
  className,
}: Props) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <div className="alerts-secret-input">
        <input
          id={id}
          className="ds-input ds-mono"
          type={shown ? 'text' : 'password'}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          data-1p-ignore
          data-lpignore="true"
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="btn btn-secondary ds-small"
          aria-controls={id}
          aria-label={shown ? T.hideSecretLabel(label) : T.showSecretLabel(label)}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? T.hideSecret : T.showSecret}
        </button>
      </div>
    </Field>
  );
}
