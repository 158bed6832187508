import { useEffect, useState } from 'react';
import type { CustomThemeColors } from '../../../../lib/storage.ts';
import { onCustomThemeColorsChange, readCustomThemeColors } from '../../theme/custom-colors.ts';

/** The stored custom theme colours, kept current as this window or another one saves them. */
export function useCustomThemeColors(): CustomThemeColors {
  const [colors, setColors] = useState(readCustomThemeColors);
  useEffect(() => onCustomThemeColorsChange(() => setColors(readCustomThemeColors())), []);
  return colors;
}
