import { type ReactNode, useId } from 'react';

type Props = {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Read out with the box and shown under it. */
  hint?: string;
  /** More classes on the wrapper (`ds-check-field`). */
  className?: string;
};

/**
 * A labelled checkbox of a group (a rule's kinds, its channels), its hint under it and read out
 * with it (`aria-describedby`).
 */
export function CheckField({ label, checked, onChange, hint, className }: Props) {
  const id = useId();
  return (
    <div className={className ? `ds-check-field ${className}` : 'ds-check-field'}>
      <label className="ds-check">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hint ? id : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <span id={id} className="ds-hint ds-check-field-hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}

/** `values` with `value` ticked (added last) or unticked: a check group's next value. */
export const toggled = <V,>(values: readonly V[], value: V, on: boolean): V[] =>
  on ? [...values.filter((was) => was !== value), value] : values.filter((was) => was !== value);
