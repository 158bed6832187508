import { normalizeRefCode } from '@launchdeck/protocol';
import { type FormEvent, useEffect, useState } from 'react';
import { getUserRef, referralFailureText, setUserRef } from '../../referral/index.ts';
import { useDeploySettingsController } from '../context.tsx';
import { ReferralTextField } from './ReferralTextField.tsx';
import { REFERRAL_TEXT } from './referral-text.ts';

/**
 * DA §2 Referral "use someone else's code": the code used now (GET /api/user/ref), and a field to
 * set another or, saved empty, remove it (POST /api/user/ref).
 */
export function UseCodeSection({ sessionId }: { sessionId: string | null }) {
  const { showToast } = useDeploySettingsController();
  const [current, setCurrent] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!sessionId) return;
    const closed = new AbortController();
    getUserRef(sessionId, closed.signal).then(
      (answer) => setCurrent(answer.ref),
      (error: unknown) => {
        // DA §8: only logged; the field still sets a code.
        if (!closed.signal.aborted) console.warn('Could not load the ref in use', error);
      },
    );
    return () => closed.abort();
  }, [sessionId]);

  // The field starts at the code in use, unless the trader typed first.
  const shown = touched ? code : (current ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const answer = sessionId
        ? await setUserRef(sessionId, { ref: normalizeRefCode(shown) })
        : null;
      if (answer?.success) {
        showToast(
          'success',
          answer.ref ? REFERRAL_TEXT.refSet(answer.ref) : REFERRAL_TEXT.refRemoved,
        );
        setCurrent(answer.ref);
        setTouched(false);
      } else {
        showToast('error', answer?.error || REFERRAL_TEXT.saveRefFailed);
      }
    } catch (error) {
      showToast('error', referralFailureText(error, REFERRAL_TEXT.saveRefFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="ds-group referral-form referral-use-code"
      aria-label={REFERRAL_TEXT.useCodeTitle}
      onSubmit={(event) => void submit(event)}
    >
      <h3 className="ds-group-title">{REFERRAL_TEXT.useCodeTitle}</h3>
      <p className="ds-hint">{REFERRAL_TEXT.useCodeHint}</p>
      {current === null ? null : (
        <p className="referral-current">{REFERRAL_TEXT.currentCode(current)}</p>
      )}
      <div className="referral-inline">
        <ReferralTextField
          label={REFERRAL_TEXT.codeToUse}
          value={shown}
          onChange={(value) => {
            setCode(value);
            setTouched(true);
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? REFERRAL_TEXT.saving : REFERRAL_TEXT.save}
        </button>
      </div>
    </form>
  );
}
