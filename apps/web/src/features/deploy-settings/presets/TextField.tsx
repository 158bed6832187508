import { type ChangeEvent, useId } from 'react';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The schema's bound: a longer affix would be dropped on save (DA §3 fields). */
  maxLength: number;
  placeholder?: string;
  hint?: string;
  /** A refusal shown under the field, which is then marked invalid. */
  error?: string | null;
  className?: string;
};

/** A labelled text input of a preset form, its refusal inline under it. */
export function TextField({
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
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return (
    <div className={className ? `ds-field ${className}` : 'ds-field'}>
      <label htmlFor={id} className="ds-label">
        {label}
      </label>
      <input
        id={id}
        className="ds-input"
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {hint ? (
        <span id={`${id}-hint`} className="ds-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="ds-field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
