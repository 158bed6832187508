import { MESSAGES, type SessionEndReason } from '@launchdeck/protocol';
import { useSession } from '../session/index.ts';
import { ReloadRequiredModal } from './ReloadRequiredModal.tsx';
import { SHELL_TEXT } from './strings.ts';

/** Each reason's title and sentence (issue 50: a session ended elsewhere says so). */
const ENDED: Record<SessionEndReason, { title: string; why: string }> = {
  expired: { title: SHELL_TEXT.sessionExpiredTitle, why: MESSAGES.sessionExpired },
  ended_elsewhere: { title: SHELL_TEXT.sessionEndedTitle, why: MESSAGES.sessionEndedElsewhere },
};

/**
 * FC §2: blocks the app after auth_error (an ended session); only a reload gets out, or, in a
 * pop-out, a new login in the main window. It says why the session ended: expired (FC §2's
 * Session Expired), or ended from another of the trader's devices.
 */
export function SessionExpiredModal() {
  const reason = useSession((state) =>
    state.phase.status === 'expired' ? state.phase.reason : 'expired',
  );
  const { title, why } = ENDED[reason];
  return (
    <ReloadRequiredModal title={title}>
      <p>{why}</p>
      <p className="modal-note">{MESSAGES.sessionExpiredNote}</p>
    </ReloadRequiredModal>
  );
}
