import { REFERRAL_MESSAGES } from '@launchdeck/protocol';
import { ApiError } from '../../lib/http.ts';
import { KEYS, read, remove } from '../../lib/storage.ts';
import type { SessionController, SessionState } from '../session/index.ts';
import { setUserRef } from './api.ts';
import { referralFailureText } from './failure.ts';

type ShowToast = (tone: 'success' | 'error', text: string) => void;

/**
 * DA §7 `/@code` link: the code `app/start.ts` kept from the address becomes the trader's ref
 * once logged in ('Ref set to: {code}', or the server's refusal) and is then forgotten. A call
 * that never reached the server keeps it for the next login.
 */
export async function applyStoredRefCode(sessionId: string, showToast: ShowToast): Promise<void> {
  const code = read(KEYS.referralCode);
  if (!code) return;
  try {
    const answer = await setUserRef(sessionId, { ref: code });
    remove(KEYS.referralCode);
    if (answer.success) showToast('success', REFERRAL_MESSAGES.refSet(answer.ref || code));
    else showToast('error', answer.error || REFERRAL_MESSAGES.saveRefFailed);
  } catch (error) {
    if (error instanceof ApiError && error.failure === 'network') {
      console.warn('Could not set the ref of the referral link; kept for the next login', error);
      return;
    }
    remove(KEYS.referralCode);
    showToast('error', referralFailureText(error, REFERRAL_MESSAGES.saveRefFailed));
  }
}

const activeSessionId = (state: SessionState) =>
  state.phase.status === 'active' ? state.phase.user.sessionId : null;

/** Applies a kept `/@code` on each login of the main window. Returns a stop function. */
export function applyRefLinkOnLogin(session: SessionController, showToast: ShowToast): () => void {
  let lastSession: string | null = null;
  const follow = (state: SessionState) => {
    const sessionId = activeSessionId(state);
    if (sessionId && sessionId !== lastSession) void applyStoredRefCode(sessionId, showToast);
    lastSession = sessionId;
  };
  const stop = session.store.subscribe(follow);
  follow(session.store.getState());
  return stop;
}
