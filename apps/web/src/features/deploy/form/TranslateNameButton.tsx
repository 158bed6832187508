import { fieldLimits, TRANSLATE_TEXT_MESSAGES, TRANSLATION_TEXT } from '@launchdeck/protocol';
import { useState } from 'react';
import { useSession } from '../../session/index.ts';
import { useDeploy, useDeployController } from '../context.tsx';
import { DEPLOY_TEXT } from '../strings.ts';
import './form-tools.css';
import { cutToLength } from '../prefill/token-name.ts';
import { translateName } from './translate-name.ts';

/**
 * DA §5 / §7 translate button by the name: the name in Chinese from POST /api/translate-text
 * replaces it (cut to the mode's limit), the symbol kept as it was; DA §5: it needs a name; DA §8:
 * 'Translation failed: …' or 'Translation failed. Please try again.' under it. Not shown when the
 * server has no translator.
 */
export function TranslateNameButton() {
  const sessionId = useSession((state) =>
    state.phase.status === 'active' ? state.phase.user.sessionId : null,
  );
  const name = useDeploy((state) => state.form.name);
  const controller = useDeployController();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Not offered at all when the server has no translator (session_ready's canTranslate).
  const canTranslate = useSession((state) => state.canTranslate);
  const blank = name.trim() === '';

  const translate = async () => {
    if (blank || !sessionId) {
      setError(TRANSLATE_TEXT_MESSAGES.empty);
      return;
    }
    setBusy(true);
    setError(null);
    const result = await translateName(sessionId, name.trim());
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    const { form } = controller.store.getState();
    controller.setName(cutToLength(result.translation, fieldLimits(form.mode).nameMax));
    // The symbol stays the one made from the words it was, not one made from Chinese characters.
    if (form.ticker.trim() !== '') controller.setTicker(form.ticker);
  };

  if (!canTranslate) return null;
  return (
    <div className="deploy-translate">
      <button
        type="button"
        className="btn btn-secondary deploy-translate-button"
        disabled={blank || busy || !sessionId}
        onClick={() => void translate()}
      >
        {busy ? TRANSLATION_TEXT.busy : DEPLOY_TEXT.translateToChinese}
      </button>
      {error ? (
        <p className="deploy-notice" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
