import { HIGHLIGHT_COLORS, type HighlightColor } from '@launchdeck/protocol';
import { useId } from 'react';
import { HIGHLIGHT_COLOR_LABELS, HIGHLIGHT_COLOR_VALUES } from '../../highlight-colors.ts';
import './highlights.css';

type Props = {
  legend: string;
  hint: string;
  value: HighlightColor;
  onChange: (color: HighlightColor) => void;
};

/**
 * The 17 FC §9 highlight colours as a radio group of dots: Tab reaches the chosen one, the arrows
 * move and choose, each named by its word.
 */
export function ColorSwatches({ legend, hint, value, onChange }: Props) {
  const name = useId();
  return (
    <fieldset className="ds-group" aria-describedby={`${name}-hint`}>
      <legend className="ds-label">{legend}</legend>
      <div className="color-swatches">
        {HIGHLIGHT_COLORS.map((color) => (
          <label key={color} className="color-swatch" title={HIGHLIGHT_COLOR_LABELS[color]}>
            <input
              type="radio"
              name={name}
              value={color}
              checked={color === value}
              aria-label={HIGHLIGHT_COLOR_LABELS[color]}
              onChange={() => onChange(color)}
            />
            <span
              className="color-dot"
              style={{ background: HIGHLIGHT_COLOR_VALUES[color] }}
              aria-hidden="true"
            />
          </label>
        ))}
      </div>
      <span id={`${name}-hint`} className="ds-hint">
        {hint}
      </span>
    </fieldset>
  );
}
