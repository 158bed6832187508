import {
  type AccountImageSetting,
  type DefaultImageSettings,
  IMAGE_SETTING_TYPES,
  ImageSettingType,
} from '@launchdeck/protocol';
import { useId } from 'react';
import { useTrackerSettings, useTrackerSettingsStore } from '../../settings/index.ts';
import { AccountOverrideForm } from '../image-settings/AccountOverrideForm.tsx';
import { AccountOverrideList } from '../image-settings/AccountOverrideList.tsx';
import { IMAGE_SETTINGS_TEXT } from '../image-settings/image-settings-text.ts';
import '../image-settings/image-settings.css';

type TypeField = 'profileImageType' | 'mediaImageType';

const TYPE_FIELDS: ReadonlyArray<{ field: TypeField; label: string; hint: string }> = [
  {
    field: 'profileImageType',
    label: IMAGE_SETTINGS_TEXT.profileType,
    hint: IMAGE_SETTINGS_TEXT.profileHint,
  },
  {
    field: 'mediaImageType',
    label: IMAGE_SETTINGS_TEXT.mediaType,
    hint: IMAGE_SETTINGS_TEXT.mediaHint,
  },
];

/**
 * DA §2 Image Settings: which image a form filled from a post starts with (`imageChoiceForPost`):
 * the defaults for profile and media posts, the switch keeping profile and following updates'
 * pictures, and per-account overrides (one account pre-configured to ASCII). Saved at once.
 */
export function ImageSettings() {
  const settings = useTrackerSettingsStore();
  const defaults = useTrackerSettings((s) => s.defaultImageSettings);
  const overrides = useTrackerSettings((s) => s.accountImageSettings);
  const ids = useId();

  const saveDefaults = (patch: Partial<DefaultImageSettings>) =>
    settings.update({
      defaultImageSettings: { ...settings.get().defaultImageSettings, ...patch },
    });
  const addOverride = (username: string, setting: AccountImageSetting) =>
    settings.update({
      accountImageSettings: { ...settings.get().accountImageSettings, [username]: setting },
    });
  const removeOverride = (username: string) => {
    const { [username]: _removed, ...rest } = settings.get().accountImageSettings;
    settings.update({ accountImageSettings: rest });
  };

  return (
    <div className="ds-category">
      <section className="ds-group" aria-label={IMAGE_SETTINGS_TEXT.defaultsTitle}>
        <h3 className="ds-group-title">{IMAGE_SETTINGS_TEXT.defaultsTitle}</h3>
        <p className="ds-hint">{IMAGE_SETTINGS_TEXT.defaultsHint}</p>
        <ul className="image-type-legend">
          {IMAGE_SETTING_TYPES.map((type) => (
            <li key={type}>
              <strong>{IMAGE_SETTINGS_TEXT.types[type]}</strong>:{' '}
              {IMAGE_SETTINGS_TEXT.typeHints[type]}
            </li>
          ))}
        </ul>
        <div className="ds-row">
          {TYPE_FIELDS.map(({ field, label, hint }) => (
            <div key={field} className="ds-field">
              <label htmlFor={`${ids}-${field}`} className="ds-label">
                {label}
              </label>
              <select
                id={`${ids}-${field}`}
                className="ds-input"
                value={defaults[field]}
                aria-describedby={`${ids}-${field}-hint`}
                onChange={(event) =>
                  saveDefaults({
                    [field]: ImageSettingType.catch(defaults[field]).parse(event.target.value),
                  })
                }
              >
                {IMAGE_SETTING_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {IMAGE_SETTINGS_TEXT.types[type]}
                  </option>
                ))}
              </select>
              <span id={`${ids}-${field}-hint`} className="ds-hint">
                {hint}
              </span>
            </div>
          ))}
        </div>
        <label className="ds-check">
          <input
            type="checkbox"
            checked={defaults.disableAsciiOnProfileUpdates}
            aria-describedby={`${ids}-updates-hint`}
            onChange={(event) =>
              saveDefaults({ disableAsciiOnProfileUpdates: event.target.checked })
            }
          />
          {IMAGE_SETTINGS_TEXT.keepUpdates}
        </label>
        <p id={`${ids}-updates-hint`} className="ds-hint">
          {IMAGE_SETTINGS_TEXT.keepUpdatesHint}
        </p>
      </section>

      <section className="ds-group" aria-label={IMAGE_SETTINGS_TEXT.accountsTitle}>
        <h3 className="ds-group-title">{IMAGE_SETTINGS_TEXT.accountsTitle}</h3>
        <p className="ds-hint">{IMAGE_SETTINGS_TEXT.accountsHint}</p>
        <AccountOverrideForm onAdd={addOverride} />
        <AccountOverrideList overrides={overrides} onRemove={removeOverride} />
      </section>
    </div>
  );
}
