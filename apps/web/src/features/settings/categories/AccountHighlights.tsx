import type { TrackerSettings } from '@launchdeck/protocol';
import { useId } from 'react';
import { useTrackerSettings, useTrackerSettingsStore } from '../context.tsx';
import { AccountPicker } from '../parts/AccountPicker.tsx';
import { ColorSwatches } from './highlights/ColorSwatches.tsx';
import { HighlightRow } from './highlights/HighlightRow.tsx';
import { HIGHLIGHTS_TEXT } from './highlights/strings.ts';

type Highlights = TrackerSettings['accountHighlights'];

/**
 * FC §3 account highlights, a section of Word Highlighting: the default colour, and each
 * highlighted account (accountHighlights) with its switch, colour and remove; an account added
 * with the picker starts on, in the default colour. The cards read the same settings.
 */
export function AccountHighlights() {
  const settings = useTrackerSettingsStore();
  const highlights = useTrackerSettings((s) => s.accountHighlights);
  const defaultColor = useTrackerSettings((s) => s.defaultHighlightColor);
  const save = (accountHighlights: Highlights) => settings.update({ accountHighlights });
  const entries = Object.entries(highlights);
  const titleId = useId();

  return (
    <section className="ds-group" aria-labelledby={titleId}>
      <h3 id={titleId} className="ds-group-title">
        {HIGHLIGHTS_TEXT.title}
      </h3>
      <p className="ds-hint">{HIGHLIGHTS_TEXT.hint}</p>
      <ColorSwatches
        legend={HIGHLIGHTS_TEXT.defaultColor}
        hint={HIGHLIGHTS_TEXT.defaultColorHint}
        value={defaultColor}
        onChange={(defaultHighlightColor) => settings.update({ defaultHighlightColor })}
      />
      {entries.length > 0 ? (
        <ul className="ds-list ds-card" aria-label={HIGHLIGHTS_TEXT.listLabel}>
          {entries.map(([handle, highlight]) => (
            <HighlightRow
              key={handle}
              handle={handle}
              highlight={highlight}
              onChange={(next) => save({ ...highlights, [handle]: next })}
              onRemove={() =>
                save(Object.fromEntries(entries.filter(([other]) => other !== handle)))
              }
            />
          ))}
        </ul>
      ) : (
        <p className="ds-empty ds-card">{HIGHLIGHTS_TEXT.empty}</p>
      )}
      <AccountPicker
        label={HIGHLIGHTS_TEXT.add}
        taken={Object.keys(highlights)}
        onPick={(handle) =>
          save({ ...highlights, [handle]: { enabled: true, color: defaultColor } })
        }
      />
    </section>
  );
}
