import { useId } from 'react';
import { Field } from './Field.tsx';

type Props<Value extends string> = {
  label: string;
  value: Value;
  choices: readonly Value[];
  /** Each choice's words. */
  labels: Readonly<Record<Value, string>>;
  onChange: (value: Value) => void;
};

/** A labelled select of a fixed list of choices. */
export function SelectField<Value extends string>({
  label,
  value,
  choices,
  labels,
  onChange,
}: Props<Value>) {
  const id = useId();
  return (
    <Field id={id} label={label}>
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
    </Field>
  );
}
