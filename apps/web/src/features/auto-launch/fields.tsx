import { useId } from 'react';
import { describedBy, Field } from '../settings-ui/index.ts';

type NumberProps = {
  label: string;
  value: string;
  onChange: (text: string) => void;
  hint?: string;
  error?: string | null;
  placeholder?: string;
  /** Whole numbers only (counts, seconds): the phone's keyboard without a decimal point. */
  whole?: boolean;
  className?: string;
};

/** A number typed as text (checked with the schema on Save), its refusal inline under it. */
export function NumberInput({
  label,
  value,
  onChange,
  hint,
  error,
  placeholder,
  whole,
  className,
}: NumberProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <input
        id={id}
        className="ds-input"
        type="text"
        inputMode={whole ? 'numeric' : 'decimal'}
        autoComplete="off"
        spellCheck={false}
        maxLength={16}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

type SelectProps = {
  label: string;
  value: string;
  options: readonly { value: string; label: string; title?: string }[];
  onChange: (value: string) => void;
  hint?: string;
  error?: string | null;
  disabled?: boolean;
  className?: string;
};

/** A labelled select of the given options, its refusal inline under it. */
export function SelectInput({
  label,
  value,
  options,
  onChange,
  hint,
  error,
  disabled,
  className,
}: SelectProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <select
        id={id}
        className="ds-input"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} title={option.title}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
