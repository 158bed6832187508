import { THEMES, type Theme } from '@launchdeck/protocol';
import { type CSSProperties, useId } from 'react';
import type { CustomThemeColors } from '../../../../lib/storage.ts';
import { useTrackerSettings, useTrackerSettingsStore } from '../../context.tsx';
import { customThemeVariables } from '../../theme/apply-theme.ts';
import { APPEARANCE_TEXT as TEXT } from './appearance-text.ts';

type Props = { customColors: CustomThemeColors };

/**
 * FC §9 theme picker: one radio per theme (arrow keys move and choose, as radios do), each swatch
 * drawn in its own theme's variables (its data-theme), so it previews the real palette.
 */
export function ThemePicker({ customColors }: Props) {
  const chosen = useTrackerSettings((s) => s.colorTheme);
  const settings = useTrackerSettingsStore();
  const name = useId();
  // The custom swatch shows the stored colours even while another theme is on.
  const customStyle = customThemeVariables(customColors) as CSSProperties;

  return (
    <fieldset className="ds-group">
      <legend className="ds-group-title">{TEXT.themeTitle}</legend>
      <p className="ds-hint">{TEXT.themeHint}</p>
      <div className="theme-swatches">
        {THEMES.map((theme: Theme) => (
          <label
            key={theme}
            className={theme === chosen ? 'theme-swatch is-checked' : 'theme-swatch'}
          >
            <input
              type="radio"
              className="theme-swatch-input covering-input"
              name={name}
              value={theme}
              checked={theme === chosen}
              onChange={() => settings.update({ colorTheme: theme })}
            />
            <span
              className="theme-swatch-preview"
              data-theme={theme}
              style={theme === 'custom' ? customStyle : undefined}
              aria-hidden="true"
            >
              <span className="theme-swatch-card">
                <span className="theme-swatch-line is-primary" />
                <span className="theme-swatch-line is-secondary" />
                <span className="theme-swatch-brand" />
              </span>
            </span>
            <span className="theme-swatch-name">{TEXT.themes[theme]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
