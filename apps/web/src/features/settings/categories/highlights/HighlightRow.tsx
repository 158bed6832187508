import { HIGHLIGHT_COLORS, type HighlightColor } from '@launchdeck/protocol';
import { HIGHLIGHT_COLOR_LABELS, HIGHLIGHT_COLOR_VALUES } from '../../highlight-colors.ts';
import { RemoveButton } from '../../parts/RemoveButton.tsx';
import { HIGHLIGHTS_TEXT } from './strings.ts';
import './highlights.css';

type Highlight = { enabled: boolean; color: HighlightColor };

type Props = {
  handle: string;
  highlight: Highlight;
  onChange: (highlight: Highlight) => void;
  onRemove: () => void;
};

/** One highlighted account: on/off, its colour (a select with the colour's dot) and remove. */
export function HighlightRow({ handle, highlight, onChange, onRemove }: Props) {
  return (
    <li className="account-row">
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={highlight.enabled}
          aria-checked={highlight.enabled}
          aria-label={HIGHLIGHTS_TEXT.enabled(handle)}
          onChange={(event) => onChange({ ...highlight, enabled: event.target.checked })}
        />
        <span className="switch-track" aria-hidden="true" />
      </label>
      <span className="account-row-handle">@{handle}</span>
      <span className="color-choice">
        <span
          className="color-dot color-dot-small"
          style={{ background: HIGHLIGHT_COLOR_VALUES[highlight.color] }}
          aria-hidden="true"
        />
        <select
          className="ds-input"
          aria-label={HIGHLIGHTS_TEXT.color(handle)}
          value={highlight.color}
          onChange={(event) => {
            const color = HIGHLIGHT_COLORS.find((name) => name === event.target.value);
            if (color) onChange({ ...highlight, color });
          }}
        >
          {HIGHLIGHT_COLORS.map((color) => (
            <option key={color} value={color}>
              {HIGHLIGHT_COLOR_LABELS[color]}
            </option>
          ))}
        </select>
      </span>
      <RemoveButton handle={handle} onRemove={onRemove} />
    </li>
  );
}
