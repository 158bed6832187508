import { useId } from 'react';
import { SettingSwitch } from '../../settings-ui/index.ts';
import { useTrackerSettings, useTrackerSettingsStore } from '../context.tsx';
import { SoundChoice } from '../parts/SoundChoice.tsx';
import { AccountSounds } from './sounds/AccountSounds.tsx';
import { SpecificAccounts } from './sounds/SpecificAccounts.tsx';
import { SOUNDS_TEXT } from './sounds/strings.ts';
import { VolumeField } from './sounds/VolumeField.tsx';

const SCOPES = [
  { value: 'all', label: SOUNDS_TEXT.all },
  { value: 'specific', label: SOUNDS_TEXT.specific },
] as const;

/**
 * FC §2 / §3 Sounds & Notifications: the settings the sound alerts read (sounds/alert-policy.ts):
 * on/off, volume, which accounts notify, the default sound and each account's own sound. Every
 * change is saved at once.
 */
export function SoundsNotifications() {
  const settings = useTrackerSettingsStore();
  const enabled = useTrackerSettings((s) => s.notificationsEnabled);
  const scope = useTrackerSettings((s) => s.notificationAccounts);
  const defaultSound = useTrackerSettings((s) => s.defaultSound);
  const ids = useId();

  return (
    <div className="ds-category">
      <section className="ds-group" aria-labelledby={`${ids}-notifications`}>
        <h3 id={`${ids}-notifications`} className="ds-group-title">
          {SOUNDS_TEXT.notificationsTitle}
        </h3>
        <SettingSwitch
          label={SOUNDS_TEXT.notifications}
          hint={SOUNDS_TEXT.notificationsHint}
          checked={enabled}
          onChange={(notificationsEnabled) => settings.update({ notificationsEnabled })}
        />
        <VolumeField />
      </section>

      <fieldset className="ds-group">
        <legend className="ds-group-title">{SOUNDS_TEXT.accountsTitle}</legend>
        <div className="ds-radios">
          {SCOPES.map(({ value, label }) => (
            <label key={value} className={value === scope ? 'ds-radio is-checked' : 'ds-radio'}>
              <input
                type="radio"
                name={`${ids}-scope`}
                value={value}
                checked={value === scope}
                onChange={() => settings.update({ notificationAccounts: value })}
              />
              {label}
            </label>
          ))}
        </div>
        <p className="ds-hint">
          {scope === 'all' ? SOUNDS_TEXT.allHint : SOUNDS_TEXT.specificHint}
        </p>
        {scope === 'specific' ? <SpecificAccounts /> : null}
      </fieldset>

      <section className="ds-group" aria-labelledby={`${ids}-default`}>
        <h3 id={`${ids}-default`} className="ds-group-title">
          {SOUNDS_TEXT.defaultSoundTitle}
        </h3>
        <SoundChoice
          label={SOUNDS_TEXT.defaultSound}
          hideLabel
          value={defaultSound}
          onChange={(sound) => settings.update({ defaultSound: sound })}
        />
        <p className="ds-hint">{SOUNDS_TEXT.defaultSoundHint}</p>
      </section>

      <section className="ds-group" aria-labelledby={`${ids}-accounts`}>
        <h3 id={`${ids}-accounts`} className="ds-group-title">
          {SOUNDS_TEXT.accountSoundsTitle}
        </h3>
        <p className="ds-hint">{SOUNDS_TEXT.accountSoundsHint}</p>
        <AccountSounds />
      </section>
    </div>
  );
}
