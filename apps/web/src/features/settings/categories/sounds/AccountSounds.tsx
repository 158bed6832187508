import type { SoundName } from '@launchdeck/protocol';
import { useState } from 'react';
import { useTrackerSettings, useTrackerSettingsStore } from '../../context.tsx';
import { AccountPicker } from '../../parts/AccountPicker.tsx';
import { RemoveButton } from '../../parts/RemoveButton.tsx';
import { SoundChoice } from '../../parts/SoundChoice.tsx';
import { SOUNDS_TEXT } from './strings.ts';

/** FC §3 accountSounds: an account's own sound, which replaces the default for its posts. */
export function AccountSounds() {
  const settings = useTrackerSettingsStore();
  const sounds = useTrackerSettings((s) => s.accountSounds);
  const defaultSound = useTrackerSettings((s) => s.defaultSound);
  // The sound the next added account starts with; the default until the trader picks another.
  const [next, setNext] = useState<SoundName | null>(null);
  const save = (accountSounds: Record<string, SoundName>) => settings.update({ accountSounds });
  const entries = Object.entries(sounds);

  return (
    <>
      {entries.length > 0 ? (
        <ul className="ds-list ds-card" aria-label={SOUNDS_TEXT.accountSoundsListLabel}>
          {entries.map(([handle, sound]) => (
            <li key={handle} className="account-row">
              <span className="account-row-handle">@{handle}</span>
              <SoundChoice
                label={SOUNDS_TEXT.accountSound(handle)}
                hideLabel
                value={sound}
                onChange={(picked) => save({ ...sounds, [handle]: picked })}
              />
              <RemoveButton
                handle={handle}
                onRemove={() =>
                  save(Object.fromEntries(entries.filter(([other]) => other !== handle)))
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="ds-empty ds-card">{SOUNDS_TEXT.accountSoundsEmpty}</p>
      )}
      <AccountPicker
        label={SOUNDS_TEXT.accountSoundsAdd}
        taken={Object.keys(sounds)}
        onPick={(handle) => save({ ...sounds, [handle]: next ?? defaultSound })}
      >
        <SoundChoice
          label={SOUNDS_TEXT.accountSoundsNew}
          hideLabel
          value={next ?? defaultSound}
          onChange={setNext}
        />
      </AccountPicker>
    </>
  );
}
