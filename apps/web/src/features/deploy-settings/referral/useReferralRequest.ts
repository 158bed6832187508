import { useState } from 'react';
import { referralFailureText } from '../../referral/index.ts';
import { useDeploySettingsController } from '../context.tsx';

type Answer = { success: true } | { success: false; error: string };

/**
 * One referral call at a time from a Referral form: busy while it is on its way; its refusal
 * (the server's sentence, else `failed`) or failure shows as the settings error toast.
 */
export function useReferralRequest(sessionId: string | null, failed: string) {
  const { showToast } = useDeploySettingsController();
  const [busy, setBusy] = useState(false);

  const send = async <A extends Answer>(
    call: (sessionId: string) => Promise<A>,
    onSuccess: (answer: Extract<A, { success: true }>) => void,
  ) => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = sessionId ? await call(sessionId) : null;
      if (answer?.success) {
        onSuccess(answer as Extract<A, { success: true }>);
      } else {
        showToast('error', answer?.error || failed);
      }
    } catch (error) {
      showToast('error', referralFailureText(error, failed));
    } finally {
      setBusy(false);
    }
  };

  return { busy, send };
}
