import type { AdminSession } from '@launchdeck/protocol';
import { formatAdminTime } from '../tab-parts/admin-time.ts';
import { type VirtualColumn, VirtualRows } from '../VirtualRows.tsx';
import { SESSIONS_TEXT } from './sessions-text.ts';
import '../tab-parts/admin-controls.css';
import '../users/users.css';

const { columns: words } = SESSIONS_TEXT;

const COLUMNS: readonly VirtualColumn[] = [
  { id: 'username', label: words.username, width: 'minmax(120px, 1.2fr)' },
  { id: 'ip', label: words.ip, width: 'minmax(120px, 1fr)' },
  { id: 'login', label: words.loginTime, width: 'minmax(170px, 1fr)' },
  { id: 'expires', label: words.expires, width: 'minmax(170px, 1fr)' },
  { id: 'connections', label: words.connections, width: '140px' },
  { id: 'actions', label: words.actions, width: '90px' },
];

const ROW_HEIGHT = 44;
const TABLE_HEIGHT = 480;

/** Live sessions, newest login first; the admin's own show 'You' where Kick would be. */
export function SessionTable({
  sessions,
  empty,
  self,
  onKick,
}: {
  sessions: readonly AdminSession[];
  empty: string;
  /** The admin's username: its sessions cannot be kicked (DA §6). */
  self: string | null;
  onKick: (username: string) => void;
}) {
  return (
    <VirtualRows
      label={SESSIONS_TEXT.tableLabel}
      columns={COLUMNS}
      rows={sessions}
      rowKey={(session) => session.sessionId}
      rowHeight={ROW_HEIGHT}
      height={TABLE_HEIGHT}
      empty={empty}
      className="admin-sessions-table"
      renderRow={(session) => [
        session.username,
        <span key="ip" className="admin-sessions-mono">
          {session.ip}
        </span>,
        formatAdminTime(session.loginTime),
        formatAdminTime(session.expiresAt),
        <span key="connections">
          <span className={`admin-dot${session.connections > 0 ? ' is-online' : ''}`} />
          {session.connections > 0 ? SESSIONS_TEXT.online(session.connections) : SESSIONS_TEXT.idle}
        </span>,
        session.username === self ? (
          <span key="you" className="admin-badge">
            {SESSIONS_TEXT.you}
          </span>
        ) : (
          <button
            key="kick"
            type="button"
            className="btn btn-danger admin-sessions-kick"
            aria-label={`${SESSIONS_TEXT.kick} ${session.username}`}
            onClick={() => onKick(session.username)}
          >
            {SESSIONS_TEXT.kick}
          </button>
        ),
      ]}
    />
  );
}
