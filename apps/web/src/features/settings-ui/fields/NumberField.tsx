import { useEffect, useId, useRef, useState } from 'react';
import { SETTINGS_UI_TEXT } from '../strings.ts';
import { describedBy, Field } from './Field.tsx';

type Props = {
  label: string;
  /** The saved value; null when blank is allowed and nothing is saved. */
  value: number | null;
  min: number;
  max: number;
  step: number;
  placeholder?: string;
  /** What the number does, under the field. */
  hint?: string;
  /** Blank saves null (the wallet buy amount falls back to the global one). */
  allowBlank?: boolean;
  onSave: (value: number | null) => void;
  className?: string;
};

const show = (value: number | null) => (value === null ? '' : String(value));

/**
 * A number saved as it is typed (DA §2: settings save themselves), once it is a number in range;
 * until then the field says what it needs and the saved value stays. Leaving the field shows the
 * saved value again.
 */
export function NumberField({
  label,
  value,
  min,
  max,
  step,
  placeholder,
  hint,
  allowBlank,
  onSave,
  className,
}: Props) {
  const id = useId();
  const [text, setText] = useState(() => show(value));
  // A number half typed ('1.', '-'): the browser reports it as blank; neither saved nor an error.
  const [partial, setPartial] = useState(false);
  const editing = useRef(false);

  // Another window (or the store) changed the value: show it unless the user is typing here.
  useEffect(() => {
    if (!editing.current) setText(show(value));
  }, [value]);

  const trimmed = text.trim();
  const number = Number(trimmed);
  const valid =
    partial ||
    (trimmed === '' && Boolean(allowBlank)) ||
    (trimmed !== '' && Number.isFinite(number) && number >= min && number <= max);

  const error = valid ? null : SETTINGS_UI_TEXT.numberInvalid(min, max);

  return (
    <Field id={id} label={label} hint={hint} error={error} announce={false} className={className}>
      <input
        id={id}
        className="ds-input"
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={text}
        placeholder={placeholder}
        aria-invalid={!valid}
        aria-describedby={describedBy(id, hint, error)}
        onFocus={() => {
          editing.current = true;
        }}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const half = next === '' && event.target.validity.badInput;
          setPartial(half);
          const raw = next.trim();
          const parsed = Number(raw);
          if (half) return;
          if (raw === '') {
            if (allowBlank) onSave(null);
          } else if (Number.isFinite(parsed) && parsed >= min && parsed <= max) {
            onSave(parsed);
          }
        }}
        onBlur={() => {
          editing.current = false;
          setPartial(false);
          setText(show(value));
        }}
      />
    </Field>
  );
}
