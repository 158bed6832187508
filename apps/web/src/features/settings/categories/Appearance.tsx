import { useTrackerSettings } from '../context.tsx';
import { CardSettings } from './appearance/CardSettings.tsx';
import { CustomColors } from './appearance/CustomColors.tsx';
import { ThemePicker } from './appearance/ThemePicker.tsx';
import { ThemeTransfer } from './appearance/ThemeTransfer.tsx';
import { useCustomThemeColors } from './appearance/useCustomThemeColors.ts';
import './appearance/appearance.css';

/**
 * FC §3 Appearance: the theme (with the custom theme's colours when it is chosen), sharing a
 * theme, and how the cards are laid out. Every change is saved at once.
 */
export function Appearance() {
  const custom = useTrackerSettings((s) => s.colorTheme === 'custom');
  const customColors = useCustomThemeColors();
  return (
    <div className="ds-category">
      <ThemePicker customColors={customColors} />
      {custom ? <CustomColors colors={customColors} /> : null}
      <ThemeTransfer />
      <CardSettings />
    </div>
  );
}
