import { AccountNotice, NewLoginNotice, TwoFactorSetupDialog } from '../account-security/index.ts';
import { AutoLaunchToast } from '../auto-launch/index.ts';
import { useSession, useSessionController } from '../session/index.ts';
import { AnnouncementModal } from './AnnouncementModal.tsx';
import { AppUpdatedModal } from './AppUpdatedModal.tsx';
import { SessionExpiredModal } from './SessionExpiredModal.tsx';

/**
 * The session's own modals and notices, on top of whichever view is showing: Session Expired or
 * App Updated alone; else the two-factor setup the administrator requires, a new login's notice,
 * an account notice (code checks locked), an auto-launch rule's fire (issue 53) and the admin's
 * announcements.
 */
export function SessionOverlays() {
  const { dismissAnnouncement } = useSessionController();
  const status = useSession((state) => state.phase.status);
  const announcement = useSession((state) => state.announcements[0]);

  if (status === 'expired') return <SessionExpiredModal />;
  if (status === 'outdated') return <AppUpdatedModal />;
  return (
    <>
      <NewLoginNotice />
      <AccountNotice />
      <AutoLaunchToast />
      <TwoFactorSetupDialog />
      {/* Alerts queue up: OK shows the next one in the same dialog. */}
      {announcement === undefined ? null : (
        <AnnouncementModal message={announcement} onClose={dismissAnnouncement} />
      )}
    </>
  );
}
