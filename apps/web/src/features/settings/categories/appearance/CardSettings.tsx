import type { TrackerSettings } from '@launchdeck/protocol';
import { useId } from 'react';
import { NumberField, SettingSwitch } from '../../../settings-ui/index.ts';
import { useTrackerSettings, useTrackerSettingsStore } from '../../context.tsx';
import { APPEARANCE_TEXT as TEXT } from './appearance-text.ts';

const LAYOUTS = ['grid', 'vertical'] as const;

/** FC §3 card settings: width, image layout, page size, pause on hover; each saved at once. */
export function CardSettings() {
  const settings = useTrackerSettingsStore();
  const save = (patch: Partial<TrackerSettings>) => settings.update(patch);
  const cardWidth = useTrackerSettings((s) => s.cardWidth);
  const imageLayout = useTrackerSettings((s) => s.imageLayout);
  const pageSize = useTrackerSettings((s) => s.pageSize);
  const pauseOnHover = useTrackerSettings((s) => s.pauseOnHover);
  const ids = useId();

  return (
    <section className="ds-group" aria-label={TEXT.layoutTitle}>
      <h3 className="ds-group-title">{TEXT.layoutTitle}</h3>
      <div className="ds-row">
        {/* The schema's bounds (FC §3 cardWidth, default 1200; pageSize, default 75). */}
        <NumberField
          label={TEXT.cardWidth}
          value={cardWidth}
          min={300}
          max={4000}
          step={10}
          onSave={(value) => value !== null && save({ cardWidth: Math.round(value) })}
        />
        <NumberField
          label={TEXT.pageSize}
          value={pageSize}
          min={1}
          max={500}
          step={1}
          hint={TEXT.pageSizeHint}
          onSave={(value) => value !== null && save({ pageSize: Math.round(value) })}
        />
      </div>
      <fieldset className="ds-group">
        <legend className="ds-label">{TEXT.imageLayout}</legend>
        <div className="ds-radios">
          {LAYOUTS.map((layout) => (
            <label
              key={layout}
              className={layout === imageLayout ? 'ds-radio is-checked' : 'ds-radio'}
            >
              <input
                type="radio"
                name={`${ids}-layout`}
                value={layout}
                checked={layout === imageLayout}
                onChange={() => save({ imageLayout: layout })}
              />
              {TEXT.imageLayouts[layout]}
            </label>
          ))}
        </div>
      </fieldset>
      <SettingSwitch
        label={TEXT.pauseOnHover}
        checked={pauseOnHover}
        onChange={(checked) => save({ pauseOnHover: checked })}
      />
    </section>
  );
}
