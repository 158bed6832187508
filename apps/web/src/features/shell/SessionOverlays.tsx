import { useSession, useSessionController } from '../session/index.ts';
import { AnnouncementModal } from './AnnouncementModal.tsx';
import { AppUpdatedModal } from './AppUpdatedModal.tsx';
import { SessionExpiredModal } from './SessionExpiredModal.tsx';

/** The session's own modals, on top of whichever view is showing. */
export function SessionOverlays() {
  const { dismissAnnouncement } = useSessionController();
  const status = useSession((state) => state.phase.status);
  const announcement = useSession((state) => state.announcements[0]);

  if (status === 'expired') return <SessionExpiredModal />;
  if (status === 'outdated') return <AppUpdatedModal />;
  if (announcement === undefined) return null;
  // Alerts queue up: OK shows the next one in the same dialog.
  return <AnnouncementModal message={announcement} onClose={dismissAnnouncement} />;
}
