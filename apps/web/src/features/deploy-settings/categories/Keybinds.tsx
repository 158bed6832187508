import { formatKeybind, type Keybind } from '@launchdeck/protocol';
import { useCallback } from 'react';
import { useTrackerSettings, useTrackerSettingsStore } from '../../settings/index.ts';
import { KeybindCapture } from '../fields/KeybindCapture.tsx';
import { KEYBINDS_TEXT } from '../strings.ts';

/**
 * DA §2 Keybinds: the one auto-deploy shortcut (default Ctrl+X), changed with 'Change Keybind'
 * and a key combination (Escape cancels) and saved at once; the presets' own keys are listed.
 */
export function Keybinds() {
  const settings = useTrackerSettingsStore();
  const autoDeploy = useTrackerSettings((s) => s.keybinds.autoDeploy);
  const off = useTrackerSettings((s) => s.disableAutoDeployKeybinds);
  const presets = useTrackerSettings((s) => s.presets);
  const save = useCallback(
    (keybind: Keybind) =>
      settings.update({ keybinds: { ...settings.get().keybinds, autoDeploy: keybind } }),
    [settings],
  );

  return (
    <div className="ds-category">
      <section className="ds-group" aria-label={KEYBINDS_TEXT.autoDeployTitle}>
        <h3 className="ds-group-title">{KEYBINDS_TEXT.autoDeployTitle}</h3>
        <p className="ds-hint">{KEYBINDS_TEXT.autoDeployHint}</p>
        <KeybindCapture label={KEYBINDS_TEXT.autoDeploy} value={autoDeploy} onSave={save} />
        {off ? <p className="ds-hint">{KEYBINDS_TEXT.off}</p> : null}
      </section>
      <section className="ds-group" aria-label={KEYBINDS_TEXT.presetsTitle}>
        <h3 className="ds-group-title">{KEYBINDS_TEXT.presetsTitle}</h3>
        <p className="ds-hint">{KEYBINDS_TEXT.presetsHint}</p>
        {presets.length === 0 ? (
          <p className="ds-hint">{KEYBINDS_TEXT.noPresets}</p>
        ) : (
          <dl className="keybind-list">
            {presets.map((preset) => (
              <div key={preset.id} className="keybind-list-row">
                <dt>{preset.name}</dt>
                <dd>
                  <kbd className="keybind-current">{formatKeybind(preset.keybind)}</kbd>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}
