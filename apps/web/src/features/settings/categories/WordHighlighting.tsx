import { useId } from 'react';
import { MEME_TEXT, MemeWordsEditor } from '../../meme-words/index.ts';
import { SettingSwitch } from '../../settings-ui/index.ts';
import { useTrackerSettings, useTrackerSettingsStore } from '../context.tsx';
import { AccountHighlights } from './AccountHighlights.tsx';

/**
 * FC §2 / §3 Word Highlighting: the trader's meme words (kept on the server, the same editor as
 * the Meme Settings modal), the meme alert, and the per-account highlight colours.
 */
export function WordHighlighting() {
  const settings = useTrackerSettingsStore();
  const memeAlert = useTrackerSettings((s) => s.memeAlertEnabled);
  const ids = useId();
  return (
    <div className="ds-category">
      <section className="ds-group" aria-labelledby={`${ids}-memes`}>
        <h3 id={`${ids}-memes`} className="ds-group-title">
          {MEME_TEXT.modalTitle}
        </h3>
        <p className="ds-hint">{MEME_TEXT.intro}</p>
        <MemeWordsEditor />
        <SettingSwitch
          label={MEME_TEXT.alertSwitch}
          hint={MEME_TEXT.alertHint}
          checked={memeAlert}
          onChange={(memeAlertEnabled) => settings.update({ memeAlertEnabled })}
        />
        <p className="ds-hint">{MEME_TEXT.feedHint}</p>
      </section>
      <AccountHighlights />
    </div>
  );
}
