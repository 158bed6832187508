import { useSession, useSessionController } from '../session/index.ts';
import { AnnouncementModal } from './AnnouncementModal.tsx';
import { SessionExpiredModal } from './SessionExpiredModal.tsx';

/** The session's own modals, on top of whichever view is showing. */
export function SessionOverlays() {
  const { dismissAnnouncement } = useSessionController();
  const expired = useSession((state) => state.phase.status === 'expired');
  const announcement = useSession((state) => state.announcements[0]);

  if (expired) return <SessionExpiredModal />;
  if (announcement === undefined) return null;
  // Alerts queue up: OK shows the next one in the same dialog.
  return <AnnouncementModal message={announcement} onClose={dismissAnnouncement} />;
}
