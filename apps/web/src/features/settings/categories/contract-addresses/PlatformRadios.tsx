import { useId } from 'react';
import { CONTRACT_TEXT } from './strings.ts';

type Platform = keyof typeof CONTRACT_TEXT.platforms;

type Props<P extends Platform> = {
  legend: string;
  hint: string;
  choices: readonly P[];
  value: P;
  onChange: (platform: P) => void;
  disabled: boolean;
};

/** One chain's trading site (FC §3 contractButtonPlatform, bnbButtonPlatform). */
export function PlatformRadios<P extends Platform>(props: Props<P>) {
  const { legend, hint, choices, value, onChange, disabled } = props;
  const name = useId();
  return (
    <fieldset className="ds-group" disabled={disabled} aria-describedby={`${name}-hint`}>
      <legend className="ds-label">{legend}</legend>
      <div className="ds-radios">
        {choices.map((platform) => (
          <label key={platform} className={platform === value ? 'ds-radio is-checked' : 'ds-radio'}>
            <input
              type="radio"
              name={name}
              value={platform}
              checked={platform === value}
              onChange={() => onChange(platform)}
            />
            {CONTRACT_TEXT.platforms[platform]}
          </label>
        ))}
      </div>
      <span id={`${name}-hint`} className="ds-hint">
        {hint}
      </span>
    </fieldset>
  );
}
