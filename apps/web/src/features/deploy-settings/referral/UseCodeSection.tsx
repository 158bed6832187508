import { normalizeRefCode } from '@launchdeck/protocol';
import { useState } from 'react';
import { getUserRef, setUserRef } from '../../referral/index.ts';
import { TextField } from '../../settings-ui/index.ts';
import { useDeploySettingsController } from '../context.tsx';
import { DEPLOY_SETTINGS_QUERIES, useSessionRead } from '../queries.tsx';
import { ReferralForm } from './ReferralForm.tsx';
import { REFERRAL_TEXT } from './referral-text.ts';
import { useReferralRequest } from './useReferralRequest.ts';

/**
 * DA §2 Referral "use someone else's code": the code used now (GET /api/user/ref), and a field to
 * set another or, saved empty, remove it (POST /api/user/ref).
 */
export function UseCodeSection({ sessionId }: { sessionId: string | null }) {
  const { showToast } = useDeploySettingsController();
  const { query: inUse, set: setInUse } = useSessionRead(
    DEPLOY_SETTINGS_QUERIES.refInUse(sessionId),
    async (session, signal) => (await getUserRef(session, signal)).ref,
    // DA §8: only logged; the field still sets a code.
    (error) => console.warn('Could not load the ref in use', error),
  );
  const current = inUse.data ?? null;
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const request = useReferralRequest(sessionId, REFERRAL_TEXT.saveRefFailed);

  // The field starts at the code in use, unless the trader typed first.
  const shown = touched ? code : (current ?? '');

  const submit = () =>
    void request.send(
      (session) => setUserRef(session, { ref: normalizeRefCode(shown) }),
      (answer) => {
        showToast(
          'success',
          answer.ref ? REFERRAL_TEXT.refSet(answer.ref) : REFERRAL_TEXT.refRemoved,
        );
        setInUse(answer.ref);
        setTouched(false);
      },
    );

  return (
    <ReferralForm
      title={REFERRAL_TEXT.useCodeTitle}
      className="referral-use-code"
      onSubmit={submit}
    >
      <p className="ds-hint">{REFERRAL_TEXT.useCodeHint}</p>
      {current === null ? null : (
        <p className="referral-current">{REFERRAL_TEXT.currentCode(current)}</p>
      )}
      <div className="referral-inline">
        <TextField
          label={REFERRAL_TEXT.codeToUse}
          maxLength={200}
          value={shown}
          onChange={(value) => {
            setCode(value);
            setTouched(true);
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={request.busy}>
          {request.busy ? REFERRAL_TEXT.saving : REFERRAL_TEXT.save}
        </button>
      </div>
    </ReferralForm>
  );
}
