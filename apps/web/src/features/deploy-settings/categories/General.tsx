import {
  DEFAULT_MODE_CHOICES,
  DEPLOY_DEFAULTS,
  DEPLOY_LIMITS,
  globalSolBuyAmount,
  PANEL_SIDES,
  type TrackerSettings,
} from '@launchdeck/protocol';
import { useId, useState } from 'react';
import { KEYS, read, write } from '../../../lib/storage.ts';
import { useTrackerSettings, useTrackerSettingsStore } from '../../settings/index.ts';
import { NumberField, SelectField } from '../../settings-ui/index.ts';
import { GENERAL_TEXT } from '../strings.ts';

/** The schema's bound on the global buy amounts (DEPLOY_SETTINGS_FIELDS `amount`). */
const AMOUNT_MAX = 1_000_000;

type Flag = 'disableTextSelectionToolbar' | 'disableDeployButton' | 'disableAutoDeployKeybinds';

/** DA §2 General: the checkboxes say what is on; three of the stored flags say what is off. */
const SWITCHES: ReadonlyArray<{ label: string; field: Flag | 'autoOpenAxiom' }> = [
  { label: GENERAL_TEXT.textSelectionBar, field: 'disableTextSelectionToolbar' },
  { label: GENERAL_TEXT.deployButtons, field: 'disableDeployButton' },
  { label: GENERAL_TEXT.autoDeployKeybinds, field: 'disableAutoDeployKeybinds' },
  { label: GENERAL_TEXT.autoOpenTrading, field: 'autoOpenAxiom' },
];

const SIDE_LABELS = { left: GENERAL_TEXT.positionLeft, right: GENERAL_TEXT.positionRight } as const;

/** DA §9: the stored gas price, 5 Gwei when there is none (or it is out of range). */
function storedGwei(): number {
  const text = read(KEYS.bnbGwei);
  const gwei = Number(text);
  const usable = text && gwei >= DEPLOY_LIMITS.gweiMin && gwei <= DEPLOY_LIMITS.gweiMax;
  return usable ? gwei : DEPLOY_DEFAULTS.bnbGwei;
}

/**
 * DA §2 General: default platform, the feature switches, deploy interface, the docked panel's
 * side, button position, the global buy amounts and the BNB gas price. Every change is saved at once.
 */
export function General() {
  const settings = useTrackerSettingsStore();
  const save = (patch: Partial<TrackerSettings>) => settings.update(patch);
  const defaultMode = useTrackerSettings((s) => s.defaultMode);
  const deployMode = useTrackerSettings((s) => s.deployMode);
  const panelSide = useTrackerSettings((s) => s.deployPanelSide);
  const position = useTrackerSettings((s) => s.deployButtonPosition);
  const flags = {
    disableTextSelectionToolbar: useTrackerSettings((s) => s.disableTextSelectionToolbar),
    disableDeployButton: useTrackerSettings((s) => s.disableDeployButton),
    disableAutoDeployKeybinds: useTrackerSettings((s) => s.disableAutoDeployKeybinds),
    autoOpenAxiom: useTrackerSettings((s) => s.autoOpenAxiom),
  };
  const sol = useTrackerSettings(globalSolBuyAmount);
  const bnb = useTrackerSettings((s) => s.globalBnbBuyAmount);
  const usd1 = useTrackerSettings((s) => s.globalUsd1BuyAmount);
  const [gwei, setGwei] = useState(storedGwei);
  const ids = useId();

  return (
    <div className="ds-category">
      <fieldset className="ds-group">
        <legend className="ds-group-title">{GENERAL_TEXT.defaultPlatform}</legend>
        <p className="ds-hint">{GENERAL_TEXT.defaultPlatformHint}</p>
        <div className="ds-radios">
          {DEFAULT_MODE_CHOICES.map((mode) => (
            <label key={mode} className={mode === defaultMode ? 'ds-radio is-checked' : 'ds-radio'}>
              <input
                type="radio"
                name={`${ids}-default-mode`}
                value={mode}
                checked={mode === defaultMode}
                onChange={() => save({ defaultMode: mode })}
              />
              {mode}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="ds-group">
        <legend className="ds-group-title">{GENERAL_TEXT.features}</legend>
        {SWITCHES.map(({ label, field }) => {
          const on = field === 'autoOpenAxiom' ? flags.autoOpenAxiom : !flags[field];
          return (
            <label key={field} className="ds-check">
              <input
                type="checkbox"
                checked={on}
                onChange={(event) => {
                  const checked = event.target.checked;
                  save(
                    field === 'autoOpenAxiom' ? { autoOpenAxiom: checked } : { [field]: !checked },
                  );
                }}
              />
              {label}
            </label>
          );
        })}
      </fieldset>

      <div className="ds-group ds-row">
        <div className="ds-field">
          <label htmlFor={`${ids}-interface`} className="ds-label">
            {GENERAL_TEXT.deployInterface}
          </label>
          <select
            id={`${ids}-interface`}
            className="ds-input"
            value={deployMode}
            onChange={(event) =>
              save({ deployMode: event.target.value === 'panel' ? 'panel' : 'modal' })
            }
          >
            <option value="modal">{GENERAL_TEXT.interfaceModal}</option>
            <option value="panel">{GENERAL_TEXT.interfacePanel}</option>
          </select>
        </div>
        <SelectField
          label={GENERAL_TEXT.panelSide}
          value={panelSide}
          choices={PANEL_SIDES}
          labels={SIDE_LABELS}
          onChange={(side) => save({ deployPanelSide: side })}
        />
        <div className="ds-field">
          <label htmlFor={`${ids}-position`} className="ds-label">
            {GENERAL_TEXT.buttonPosition}
          </label>
          <select
            id={`${ids}-position`}
            className="ds-input"
            value={position}
            onChange={(event) =>
              save({ deployButtonPosition: event.target.value === 'left' ? 'left' : 'right' })
            }
          >
            <option value="left">{GENERAL_TEXT.positionLeft}</option>
            <option value="right">{GENERAL_TEXT.positionRight}</option>
          </select>
        </div>
      </div>

      <fieldset className="ds-group">
        <legend className="ds-group-title">{GENERAL_TEXT.buyAmounts}</legend>
        <p className="ds-hint">{GENERAL_TEXT.buyAmountsHint}</p>
        <div className="ds-row">
          <NumberField
            label={GENERAL_TEXT.solAmount}
            value={sol}
            min={0}
            max={AMOUNT_MAX}
            step={0.1}
            onSave={(value) => value !== null && save({ globalBuyAmount: value })}
          />
          <NumberField
            label={GENERAL_TEXT.bnbAmount}
            value={bnb}
            min={0}
            max={AMOUNT_MAX}
            step={0.1}
            onSave={(value) => value !== null && save({ globalBnbBuyAmount: value })}
          />
          <NumberField
            label={GENERAL_TEXT.usd1Amount}
            value={usd1}
            min={0}
            max={AMOUNT_MAX}
            step={1}
            onSave={(value) => value !== null && save({ globalUsd1BuyAmount: value })}
          />
        </div>
      </fieldset>

      <div className="ds-group ds-row">
        <NumberField
          label={GENERAL_TEXT.gwei}
          value={gwei}
          min={DEPLOY_LIMITS.gweiMin}
          max={DEPLOY_LIMITS.gweiMax}
          step={0.1}
          onSave={(value) => {
            if (value === null) return;
            write(KEYS.bnbGwei, String(value));
            setGwei(value);
          }}
        />
      </div>
    </div>
  );
}
