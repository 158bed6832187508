import { MESSAGES } from '@launchdeck/protocol';
import { useCallback, useState } from 'react';
import { useSession, useSessionController } from '../session/index.ts';
import { AdminToastView } from './AdminToastView.tsx';
import { AdminDataProvider, type AdminToastTone } from './admin-data.tsx';
import { ADMIN_TABS } from './tabs.ts';
import './admin.css';

type Toast = { id: number; tone: AdminToastTone; text: string };

/** DA §2 Administration Panel: the tabs and toasts (its Logout button is the header's). */
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
  const denied = useCallback(() => {
    showToast('error', MESSAGES.adminSessionEnded);
    void controller.logOut();
  }, [controller, showToast]);

  if (!session) return null;
  const tab = ADMIN_TABS.find((candidate) => candidate.id === active) ?? ADMIN_TABS[0];
  return (
    <AdminDataProvider session={session} denied={denied} toast={showToast}>
      <section className="admin-panel" aria-labelledby="admin-panel-title">
        <header className="admin-head">
          <h1 id="admin-panel-title" className="admin-title">
            Administration Panel
          </h1>
        </header>
        <div className="admin-tabs" role="tablist" aria-label="Admin sections">
          {ADMIN_TABS.map(({ id, label }) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`admin-tab-${id}`}
              aria-selected={id === tab?.id}
              aria-controls={`admin-panel-${id}`}
              className="admin-tab"
              onClick={() => setActive(id)}
            >
              {label}
            </button>
          ))}
        </div>
        {tab && (
          <div
            role="tabpanel"
            id={`admin-panel-${tab.id}`}
            aria-labelledby={`admin-tab-${tab.id}`}
            className="admin-tabpanel"
          >
            <tab.Component />
          </div>
        )}
      </section>
      <AdminToastView toast={toast} onDone={(id) => setToast((t) => (t?.id === id ? null : t))} />
    </AdminDataProvider>
  );
}
