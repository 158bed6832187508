// The admin stylesheets in their cascade order (order matters): each component imports its own;
// importing them here first, before any component, keeps them in this order, as one file was.
import './admin-panel.css';
import './virtual-rows.css';
import './tab-parts/admin-controls.css';
import './tab-parts/tab-parts.css';
import './whitelist/command-whitelist.css';
import './chat-modes/chat-modes.css';
import './chat-logs/chat-logs.css';
import './alerts/alerts.css';
import './users/users.css';
import './launches/launches-tab.css';
import './users/require-two-factor.css';
import { MESSAGES } from '@launchdeck/protocol';
import { useCallback, useState } from 'react';
import { AppLink } from '../../lib/AppLink.tsx';
import { type Toast, ToastView } from '../modal/index.ts';
import { useSession, useSessionController } from '../session/index.ts';
import { AdminTabList } from './AdminTabList.tsx';
import { AdminDataProvider, type AdminToastTone } from './admin-data.tsx';
import { ADMIN_TEXT } from './admin-text.ts';
import { ADMIN_TABS } from './tabs.ts';

/**
 * DA §2 Administration Panel: the tabs and toasts (its Logout button is the header's), and the
 * way back to the feed, followed without a reload so the session stays.
 */
export function AdminPanelPage() {
  const controller = useSessionController();
  const session = useSession((state) =>
    state.phase.status === 'active' ? state.phase.user.sessionId : null,
  );
  const [active, setActive] = useState(ADMIN_TABS[0]?.id);
  const [toast, setToast] = useState<Toast | null>(null);

  const showToast = useCallback((tone: AdminToastTone, text: string) => {
    setToast({ id: Date.now(), tone, text });
  }, []);
  // DA §4: the page goes with the session, so the login screen that follows says why.
  const denied = useCallback(() => {
    void controller.logOut(MESSAGES.adminSessionEnded);
  }, [controller]);

  if (!session) return null;
  const tab = ADMIN_TABS.find((candidate) => candidate.id === active) ?? ADMIN_TABS[0];
  return (
    <AdminDataProvider session={session} denied={denied} toast={showToast}>
      <section className="admin-panel" aria-labelledby="admin-panel-title">
        <header className="admin-head">
          <h1 id="admin-panel-title" className="admin-title">
            Administration Panel
          </h1>
          <AppLink to="/" className="admin-back">
            {ADMIN_TEXT.backToFeed}
          </AppLink>
        </header>
        {tab && (
          <>
            <AdminTabList
              label="Admin sections"
              idPrefix="admin"
              tabs={ADMIN_TABS}
              active={tab.id}
              onSelect={setActive}
            />
            <div
              role="tabpanel"
              id={`admin-panel-${tab.id}`}
              aria-labelledby={`admin-tab-${tab.id}`}
              className="admin-tabpanel"
            >
              <tab.Component />
            </div>
          </>
        )}
      </section>
      <ToastView
        toast={toast}
        onDone={(id) => setToast((t) => (t?.id === id ? null : t))}
        className="admin-toast"
      />
    </AdminDataProvider>
  );
}
