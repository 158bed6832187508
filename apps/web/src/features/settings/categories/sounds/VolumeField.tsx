import { useId } from 'react';
import { useTrackerSettings, useTrackerSettingsStore } from '../../context.tsx';
import { SOUNDS_TEXT } from './strings.ts';

/** FC §3 notificationVolume (0 to 1), shown and set as 0 to 100 %. */
export function VolumeField() {
  const settings = useTrackerSettingsStore();
  const volume = useTrackerSettings((s) => s.notificationVolume);
  const id = useId();
  const percent = Math.round(volume * 100);
  return (
    <div className="ds-field">
      <label htmlFor={id} className="ds-label">
        {SOUNDS_TEXT.volume}
      </label>
      <div className="range-field">
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          step={1}
          value={percent}
          aria-valuetext={`${percent} %`}
          aria-describedby={`${id}-hint`}
          onChange={(event) =>
            settings.update({ notificationVolume: Number(event.target.value) / 100 })
          }
        />
        <output htmlFor={id} className="range-value">
          {percent} %
        </output>
      </div>
      <span id={`${id}-hint`} className="ds-hint">
        {SOUNDS_TEXT.volumeHint}
      </span>
    </div>
  );
}
