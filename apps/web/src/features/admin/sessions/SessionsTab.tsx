import { MESSAGES } from '@launchdeck/protocol';
import { useState } from 'react';
import { ConfirmDialog } from '../../modal/index.ts';
import { useSession } from '../../session/index.ts';
import { ADMIN_KEYS, adminApi } from '../admin-api.ts';
import { useAdminAction, useAdminQuery } from '../admin-data.tsx';
import { ADMIN_FAILED } from '../admin-text.ts';
import { AdminLoad } from '../tab-parts/AdminLoad.tsx';
import { SearchField } from '../tab-parts/SearchField.tsx';
import { TabHeading } from '../tab-parts/TabHeading.tsx';
import { TAB_PARTS_TEXT } from '../tab-parts/tab-parts-text.ts';
import { SessionTable } from './SessionTable.tsx';
import { sessionsShown } from './session-list.ts';
import { SESSIONS_TEXT } from './sessions-text.ts';
import '../tab-parts/admin-controls.css';
import '../users/users.css';

/** Who is logged in changes by itself: the list refreshes while the tab is open. */
export const SESSIONS_REFRESH_MS = 10_000;

/** DA §2 Active Sessions: who is logged in, from where and since when; Kick after a confirmation. */
export function SessionsTab() {
  const query = useAdminQuery(ADMIN_KEYS.sessions, adminApi.sessions, ADMIN_FAILED.loadSessions, {
    refetchInterval: SESSIONS_REFRESH_MS,
  });
  const self = useSession((state) =>
    state.phase.status === 'logged_out' ? null : state.phase.user.username,
  );
  const [search, setSearch] = useState('');
  const [kicking, setKicking] = useState<string | null>(null);
  const kick = useAdminAction((s, username: string) => adminApi.kick(s, username), {
    failure: ADMIN_FAILED.kickUser,
    success: () => MESSAGES.userKicked,
    invalidates: [ADMIN_KEYS.sessions, ADMIN_KEYS.users, ADMIN_KEYS.audit],
  });

  const sessions = query.data?.sessions;
  const shown = sessions ? sessionsShown(sessions, search) : [];
  const searching = search.trim() !== '';
  const count =
    sessions &&
    (searching
      ? TAB_PARTS_TEXT.shownOf(shown.length, sessions.length)
      : SESSIONS_TEXT.count(sessions.length));

  return (
    <div className="admin-sessions">
      <TabHeading
        title={SESSIONS_TEXT.title}
        count={count}
        onRefresh={query.refetch}
        refreshing={query.refreshing}
      />
      <div className="admin-toolbar">
        <SearchField
          label={SESSIONS_TEXT.search}
          placeholder={SESSIONS_TEXT.searchPlaceholder}
          value={search}
          onChange={setSearch}
        />
      </div>
      <AdminLoad query={query}>
        {() => (
          <SessionTable
            sessions={shown}
            empty={searching ? TAB_PARTS_TEXT.noMatch : SESSIONS_TEXT.none}
            self={self}
            onKick={setKicking}
          />
        )}
      </AdminLoad>
      {kicking && (
        <ConfirmDialog
          title={SESSIONS_TEXT.kickTitle}
          text={SESSIONS_TEXT.kickText(kicking)}
          confirmLabel={SESSIONS_TEXT.kick}
          busy={kick.busy}
          onCancel={() => setKicking(null)}
          onConfirm={async () => {
            await kick.runAsync(kicking);
            setKicking(null);
          }}
        />
      )}
    </div>
  );
}
