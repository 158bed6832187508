import { useId } from 'react';
import type { CustomThemeColors } from '../../../../lib/storage.ts';
import { readCustomThemeColors, saveCustomThemeColors } from '../../theme/custom-colors.ts';
import { APPEARANCE_TEXT as TEXT } from './appearance-text.ts';

type Props = { colors: CustomThemeColors };

const FIELDS = Object.keys(TEXT.customColors) as Array<keyof CustomThemeColors>;

/**
 * FC §3 custom theme colours: six pickers. Each picked colour is saved at once, on every `input`
 * event while the picker is open (React's onChange for a colour input), and the theme sync
 * applies it to this window and, through the storage event, the others (FC §4: applies live).
 */
export function CustomColors({ colors }: Props) {
  const ids = useId();
  return (
    <fieldset className="ds-group">
      <legend className="ds-group-title">{TEXT.customTitle}</legend>
      <p className="ds-hint">{TEXT.customHint}</p>
      <div className="custom-colors">
        {FIELDS.map((field) => (
          <div key={field} className="custom-color">
            <input
              id={`${ids}-${field}`}
              type="color"
              className="custom-color-input"
              value={colors[field]}
              onChange={(event) =>
                // Merged with what is stored now: two quick picks never undo each other.
                saveCustomThemeColors({ ...readCustomThemeColors(), [field]: event.target.value })
              }
            />
            <label htmlFor={`${ids}-${field}`} className="ds-label">
              {TEXT.customColors[field]}
            </label>
            <span className="custom-color-value ds-mono">{colors[field]}</span>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
