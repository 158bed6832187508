import type { TrackerSettings } from '@launchdeck/protocol';
import { useTrackerSettings, useTrackerSettingsStore } from '../../settings/index.ts';
import { WhitelistEditor } from '../whitelists/WhitelistEditor.tsx';
import { WHITELISTS_TEXT } from '../whitelists/whitelists-text.ts';
import '../whitelists/whitelists.css';

type WhitelistField = 'pumpFunWhitelist' | 'bonkWhitelist' | 'bnbWhitelist' | 'usd1Whitelist';

/** DA §2: the four lists, in the platforms' order (the check order is bnb, bonk, usd1, pump). */
const LISTS: ReadonlyArray<{ platform: string; field: WhitelistField }> = [
  { platform: 'pump', field: 'pumpFunWhitelist' },
  { platform: 'bonk', field: 'bonkWhitelist' },
  { platform: 'bnb', field: 'bnbWhitelist' },
  { platform: 'usd1', field: 'usd1Whitelist' },
];

/**
 * DA §2 Whitelists: the accounts whose posts always launch on one platform (DA §4), four lists
 * edited in place and saved at once.
 */
export function Whitelists() {
  const settings = useTrackerSettingsStore();
  const lists: Record<WhitelistField, string[]> = {
    pumpFunWhitelist: useTrackerSettings((s) => s.pumpFunWhitelist),
    bonkWhitelist: useTrackerSettings((s) => s.bonkWhitelist),
    bnbWhitelist: useTrackerSettings((s) => s.bnbWhitelist),
    usd1Whitelist: useTrackerSettings((s) => s.usd1Whitelist),
  };
  const save = (patch: Partial<TrackerSettings>) => settings.update(patch);

  return (
    <div className="ds-category">
      <p className="ds-hint">{WHITELISTS_TEXT.hint}</p>
      <div className="whitelist-grid">
        {LISTS.map(({ platform, field }) => (
          <WhitelistEditor
            key={field}
            platform={platform}
            entries={lists[field]}
            onChange={(entries) => save({ [field]: entries })}
          />
        ))}
      </div>
    </div>
  );
}
