import { TRANSLATION_TEXT } from '@launchdeck/protocol';
import type { JSX } from 'react';
import type { PostTranslation } from './usePostTranslation.ts';
import './translation.css';

/** FC §4: 'Translate', then 'Translating...' (disabled), then the text or 'Translation failed.'. */
export function TranslateButton({
  translation,
}: {
  translation: PostTranslation;
}): JSX.Element | null {
  const { offered, status, translate } = translation;
  if (!offered || status === 'translated') return null;
  const busy = status === 'translating';
  return (
    <span className="translate-action">
      <button type="button" className="translate-button" disabled={busy} onClick={translate}>
        {busy ? TRANSLATION_TEXT.busy : TRANSLATION_TEXT.button}
      </button>
      {status === 'failed' && (
        <span className="translate-failed" role="status">
          {TRANSLATION_TEXT.failed}
        </span>
      )}
    </span>
  );
}
