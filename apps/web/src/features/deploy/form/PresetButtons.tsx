import { applyPresetButton } from '@launchdeck/protocol';
import { useId } from 'react';
import { useTrackerSettings } from '../../settings/index.ts';
import { useDeploy, useDeployController } from '../context.tsx';
import { DEPLOY_TEXT } from '../strings.ts';
import './form-tools.css';

/**
 * DA §2 Presets section: one button per preset button of the settings, each rewriting the form's
 * name and ticker (`applyPresetButton`: prefixes, suffixes, first word, abbreviation). A blank
 * name has nothing to rewrite.
 */
export function PresetButtons() {
  const buttons = useTrackerSettings((settings) => settings.presetButtons);
  const name = useDeploy((state) => state.form.name);
  const controller = useDeployController();
  const titleId = useId();
  if (buttons.length === 0) return null;
  const blank = name.trim() === '';
  return (
    <section className="deploy-presets" aria-labelledby={titleId}>
      <h3 id={titleId} className="deploy-section-title">
        {DEPLOY_TEXT.presets}
      </h3>
      <div className="deploy-preset-buttons">
        {buttons.map((button) => (
          <button
            key={button.id}
            type="button"
            className="deploy-preset"
            disabled={blank}
            onClick={() => {
              const token = applyPresetButton(button, name);
              controller.setName(token.name);
              controller.setTicker(token.ticker);
            }}
          >
            {button.name}
          </button>
        ))}
      </div>
    </section>
  );
}
