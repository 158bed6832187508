import { useId } from 'react';

type Props = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What the switch does, read out with it. */
  hint?: string;
  /** While a change is being saved elsewhere (the server). */
  disabled?: boolean;
  /** The wrapper's class: `ds-field` unless given (a switch in a rule form's column). */
  className?: string;
};

/** An on/off setting: the `.switch` of base.css (a checkbox with the switch role) and its hint. */
export function SettingSwitch({
  label,
  checked,
  onChange,
  hint,
  disabled,
  className = 'ds-field',
}: Props) {
  const hintId = useId();
  return (
    <div className={className}>
      <label className="switch setting-switch">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="switch-track" aria-hidden="true" />
        {label}
      </label>
      {hint ? (
        <span id={hintId} className="ds-hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
