import { useId } from 'react';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  hint?: string;
  /** Wallet addresses and codes: shown in a fixed-width font, never spell-checked. */
  mono?: boolean;
  placeholder?: string;
};

/** One labelled text input of the referral forms. */
export function ReferralTextField({
  label,
  value,
  onChange,
  invalid,
  hint,
  mono,
  placeholder,
}: Props) {
  const id = useId();
  return (
    <div className="ds-field">
      <label htmlFor={id} className="ds-label">
        {label}
      </label>
      <input
        id={id}
        className={mono ? 'ds-input referral-mono' : 'ds-input'}
        value={value}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <span id={`${id}-hint`} className="ds-hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
