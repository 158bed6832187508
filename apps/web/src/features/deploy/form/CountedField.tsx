import { type Ref, useId } from 'react';

type Props = {
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  /** Gets first focus when the form opens in a modal. */
  autoFocus?: boolean;
};

/** DA §2: Name and Symbol show how many characters are used of the mode's limit. */
export function CountedField({
  label,
  value,
  max,
  onChange,
  inputRef,
  className,
  autoFocus,
}: Props) {
  const id = useId();
  const over = value.length > max;
  return (
    <div className={className ? `deploy-field ${className}` : 'deploy-field'}>
      <div className="deploy-label-row">
        <label htmlFor={id}>{label}</label>
        <span id={`${id}-count`} className={over ? 'deploy-counter is-over' : 'deploy-counter'}>
          {value.length}/{max}
          <span className="visually-hidden"> characters</span>
        </span>
      </div>
      <input
        id={id}
        ref={inputRef}
        data-autofocus={autoFocus || undefined}
        type="text"
        value={value}
        maxLength={Math.max(max, value.length)}
        aria-describedby={`${id}-count`}
        aria-invalid={over || undefined}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A plain labelled text field (Website, Twitter URL). */
export function TextField(props: {
  label: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="deploy-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="text"
        inputMode="url"
        value={props.value}
        placeholder={props.placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
