import { SOUND_NAMES, type SoundName } from '@launchdeck/protocol';
import { useId } from 'react';
import { previewSound } from '../../sounds/index.ts';
import { useTrackerSettings } from '../context.tsx';
import { PARTS_TEXT, SOUND_LABELS } from './strings.ts';
import './settings-parts.css';

type Props = {
  /** The select's accessible name (shown above it unless `hideLabel`). */
  label: string;
  value: SoundName;
  onChange: (sound: SoundName) => void;
  /** In a list row the account's handle beside it says what it is for. */
  hideLabel?: boolean;
};

/** One of the ten FC §9 sounds, with a button that plays it at the notification volume. */
export function SoundChoice({ label, value, onChange, hideLabel }: Props) {
  const id = useId();
  const volume = useTrackerSettings((s) => s.notificationVolume);
  const select = (
    <div className="sound-choice">
      <select
        id={id}
        className="ds-input"
        aria-label={hideLabel ? label : undefined}
        value={value}
        onChange={(event) => {
          const picked = SOUND_NAMES.find((sound) => sound === event.target.value);
          if (picked) onChange(picked);
        }}
      >
        {SOUND_NAMES.map((sound) => (
          <option key={sound} value={sound}>
            {SOUND_LABELS[sound]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn-secondary ds-small"
        aria-label={PARTS_TEXT.previewLabel(SOUND_LABELS[value])}
        onClick={() => previewSound(value, { notificationVolume: volume })}
      >
        {PARTS_TEXT.preview}
      </button>
    </div>
  );
  if (hideLabel) return select;
  return (
    <div className="ds-field">
      <label htmlFor={id} className="ds-label">
        {label}
      </label>
      {select}
    </div>
  );
}
