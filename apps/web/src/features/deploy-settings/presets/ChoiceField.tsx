import { useId } from 'react';

type Props<Value extends string> = {
  label: string;
  value: Value;
  choices: readonly Value[];
  /** Each choice's words. */
  labels: Readonly<Record<Value, string>>;
  onChange: (value: Value) => void;
};

/** A labelled select of a preset form. */
export function ChoiceField<Value extends string>({
  label,
  value,
  choices,
  labels,
  onChange,
}: Props<Value>) {
  const id = useId();
  return (
    <div className="ds-field">
      <label htmlFor={id} className="ds-label">
        {label}
      </label>
      <select
        id={id}
        className="ds-input"
        value={value}
        onChange={(event) => {
          const picked = choices.find((choice) => choice === event.target.value);
          if (picked) onChange(picked);
        }}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}
