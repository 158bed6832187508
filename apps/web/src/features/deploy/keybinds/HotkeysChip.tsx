import { useTrackerSettings } from '../../settings/index.ts';
import { useDeploy, useDeployController } from '../context.tsx';
import { HOTKEY_TEXT } from './strings.ts';
import './hotkeys.css';

/**
 * Issue 50: the header's sign that the launch hotkeys are armed; a click disarms them (they only
 * ask again). Nothing while they are not armed, or while the keybinds are turned off.
 */
export function HotkeysChip() {
  const armed = useDeploy((state) => state.hotkeysArmed);
  const off = useTrackerSettings((settings) => settings.disableAutoDeployKeybinds);
  const { disarmHotkeys } = useDeployController();
  if (!armed || off) return null;
  return (
    <button
      type="button"
      className="hotkeys-chip"
      aria-label={HOTKEY_TEXT.chipLabel}
      title={HOTKEY_TEXT.chipTitle}
      onClick={disarmHotkeys}
    >
      <span className="hotkeys-chip-dot" aria-hidden="true" />
      {HOTKEY_TEXT.chip}
    </button>
  );
}
